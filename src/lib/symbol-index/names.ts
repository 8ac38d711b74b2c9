import {globalClasses} from '../moodle-api/resolve';

/**
 * A name as the index compares it: without a leading backslash, call brackets and their arguments, or a
 * closing semicolon; `->` read as `::`; in lower case, as PHP reads class, function and method names.
 */
export function normaliseName(name: string): string {
  return name
    .trim()
    .replace(/\(.*$/s, '')
    .replace(/;$/, '')
    .replace(/->/g, '::')
    .replace(/^\\/, '')
    .toLowerCase();
}

/**
 * A normalised name's last segment (its key, by which the index is sharded) and what qualifies it:
 * `core\event\base::get_name` is `get_name` of `core\event\base`, `core_user\fields` is `fields` of
 * `core_user`, `mod/quiz:attempt` is `attempt` of `mod/quiz`.
 */
export function splitName(normalised: string): {key: string; qualifier?: string} {
  const member = normalised.lastIndexOf('::');
  if (member >= 0) return {key: normalised.slice(member + 2), qualifier: normalised.slice(0, member)};
  const capability = /^([a-z]+\/[a-z0-9_]+):(.*)$/.exec(normalised);
  if (capability) return {key: capability[2], qualifier: capability[1]};
  const namespace = normalised.lastIndexOf('\\');
  if (namespace >= 0) return {key: normalised.slice(namespace + 1), qualifier: normalised.slice(0, namespace)};
  return {key: normalised};
}

/** The key of a symbol's name: its last segment in lower case. */
export const symbolKey = (name: string): string => splitName(normaliseName(name)).key;

/** What a reader typed, read as a symbol's name. */
export interface SymbolQuery {
  /** The whole name, normalised (a global such as `$DB` replaced by its class). */
  name: string;
  key: string;
  qualifier?: string;
  /** Written as a call: `get_string()`. */
  call: boolean;
}

const word = '[A-Za-z_][A-Za-z0-9_]*';
/** A PHP name, perhaps namespaced, perhaps a member of a class or of a global (`$DB->`), perhaps unfinished (`core\`, `manager::`). */
const codeName = new RegExp(`^(?:\\$${word}->|\\\\)?(?:${word}(?:\\\\|::|->))*(?:${word})?$`);
const capabilityName = /^[a-z]+\/[a-z0-9_]+:[a-z0-9_]*$/;
/** A lower-case word with a capital inside it, as method names are written: `addElement`. */
const camelCase = /^[a-z]{2,}[A-Z]/;

/**
 * The query as a symbol's name, when it looks like one: a single name with `_`, `\`, `::`, `->` or call
 * brackets, a capability (`mod/quiz:attempt`) or a camel-case word (`addElement`). Words of prose
 * (`forms`, `release notes`), names of files and properties of `$CFG` or `$USER` do not. Undefined otherwise: the symbol index is not
 * loaded for the query.
 */
export function parseSymbolQuery(query: string): SymbolQuery | undefined {
  const trimmed = query.trim();
  const bracket = trimmed.indexOf('(');
  const call = bracket >= 0;
  const text = (call ? trimmed.slice(0, bracket) : trimmed).replace(/;$/, '');
  if (!text) return undefined;
  const capability = capabilityName.test(text);
  if (!capability && !codeName.test(text)) return undefined;
  if (!capability && !call && !/[_\\]|::|->/.test(text) && !camelCase.test(text)) return undefined;
  // `$DB->get_record` is a method of the class the global holds; `$CFG->wwwroot` and `$USER->id` name
  // properties of plain objects, which are not in the index.
  const global = /^(\$\w+)->/.exec(text);
  const receiver = global && globalClasses[global[1]];
  if (global && (!receiver || receiver === 'stdClass')) return undefined;
  const name = normaliseName(global ? `${receiver}::${text.slice(global[0].length)}` : text);
  return {name, ...splitName(name), call};
}
