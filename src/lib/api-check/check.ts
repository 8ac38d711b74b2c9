import {distance} from 'fastest-levenshtein';
import type {ApiIndex} from '../moodle-api/lookup';
import {arity} from '../moodle-api/lookup';
import {parseName, type Resolved, resolveName} from '../moodle-api/resolve';
import type {Deprecation} from '../moodle-api/types';
import type {PhpDefinitions, PhpRef} from './php-refs';

/** PHP's own functions, classes and constants (data/moodle-api/php-builtins.json). */
export interface Builtins {
  functions: Set<string>;
  classes: Set<string>;
  constants: Set<string>;
}

/** What a name in the docs turned out to be. */
export type Outcome =
  | {status: 'api'; resolved: Resolved; deprecated?: Deprecation & {renamedTo?: string}}
  | {status: 'php' | 'sample' | 'plugin' | 'unchecked'}
  | {status: 'unknown'; problem: string; suggestions: string[]}
  | {status: 'arguments'; problem: string; resolved: Resolved};

export interface Context {
  api: ApiIndex;
  builtins: Builtins;
  /** What the page's own samples declare. */
  defines: PhpDefinitions;
  /** Prefixes of the example plugins the page writes about (`mymodule_`, `local_myplugin`). */
  examplePlugins: Set<string>;
}

const bare = (name: string) => name.replace(/^\\/, '');

/**
 * True when a name belongs to a plugin that is not one of Moodle's standard plugins: `local_myplugin`,
 * `mod_mymodule\output\renderer`, or an example plugin the page names (`mymodule_add_instance`).
 */
export function isPluginName(name: string, ctx: Context): boolean {
  const lower = bare(name).toLowerCase();
  const root = lower.split('\\')[0];
  const [type, plugin] = root.split('_');
  const {pluginTypes, plugins} = ctx.api.table;
  if (plugin && (pluginTypes[type] || type === 'block') && !(plugins[type === 'block' ? 'block' : type] ?? []).includes(plugin)) {
    // A standard plugin's name with more after it (`block_html_…`) is still core.
    const standard = plugins[type] ?? [];
    if (!standard.some((p) => root === `${type}_${p}` || root.startsWith(`${type}_${p}_`))) return true;
  }
  // A frankenstyle name inside a longer one: `xmldb_block_myblock_upgrade`.
  const segments = root.split('_');
  for (let i = 1; i + 1 < segments.length; i++) {
    const [t, p] = [segments[i], segments[i + 1]];
    if ((pluginTypes[t] || t === 'block') && !(plugins[t] ?? []).includes(p) && !(plugins[t] ?? []).some((s) => segments.slice(i + 1).join('_').startsWith(s))) return true;
  }
  return [...ctx.examplePlugins].some((prefix) => root === prefix || root.startsWith(`${prefix}_`));
}

/** The names of the table nearest to one that is not in it, for the error message. */
export function nearestNames(name: string, candidates: Iterable<string>, count = 3): string[] {
  const target = bare(name).toLowerCase();
  const short = target.slice(target.lastIndexOf('\\') + 1);
  const scored: [number, string][] = [];
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    const tail = lower.slice(lower.lastIndexOf('\\') + 1);
    const score = Math.min(distance(target, lower), distance(short, tail) + (lower === tail ? 0 : 1));
    if (score <= Math.max(2, Math.floor(short.length / 3))) scored.push([score, candidate]);
  }
  return scored
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]))
    .slice(0, count)
    .map(([, c]) => c);
}

function deprecationOf(api: ApiIndex, resolved: Resolved): (Deprecation & {renamedTo?: string}) | undefined {
  switch (resolved.kind) {
    case 'class':
      if (resolved.deprecatedName) return {renamedTo: resolved.name};
      return resolved.entry.deprecated;
    case 'method':
      return resolved.found.entry.deprecated ?? api.table.classes[resolved.owner].deprecated;
    case 'function':
      return resolved.entry.deprecated;
    default:
      return undefined;
  }
}

function checkArity(resolved: Resolved, args: number | undefined, text: string): Outcome | undefined {
  if (args === undefined) return undefined;
  let entry;
  if (resolved.kind === 'method') entry = resolved.found.entry;
  else if (resolved.kind === 'function') entry = resolved.entry;
  else if (resolved.kind === 'class') entry = resolved.entry.methods.__construct;
  if (!entry) return undefined;
  const {min, max} = arity(entry);
  if (args >= min && args <= max) return undefined;
  const takes = min === max ? `${min}` : max === Infinity ? `${min} or more` : `${min} to ${max}`;
  return {status: 'arguments', resolved, problem: `${text} takes ${takes} argument${max === 1 ? '' : 's'}, not ${args}`};
}

/** True when a class extends or uses a class the table lacks (PHPUnit's TestCase, a PEAR form class): its members are not all known. */
function hasForeignAncestor(api: ApiIndex, className: string): boolean {
  for (const name of api.ancestry(className)) {
    const entry = api.table.classes[name];
    for (const parent of [entry.extends, ...(entry.traits ?? [])]) if (parent && !api.className(parent)) return true;
  }
  return false;
}

/** Names PHP reads as language, not as functions: `require_once(…)`, `isset(…)`. */
const languageConstructs = new Set(['require', 'require_once', 'include', 'include_once', 'echo', 'print', 'isset', 'empty', 'unset', 'list', 'array', 'exit', 'die', 'eval', 'new', 'clone', 'match', 'fn', 'function']);

function found(ctx: Context, resolved: Resolved, args?: number, text = ''): Outcome {
  return checkArity(resolved, args, text) ?? {status: 'api', resolved, ...(deprecationOf(ctx.api, resolved) && {deprecated: deprecationOf(ctx.api, resolved)})};
}

function unknown(problem: string, suggestions: string[]): Outcome {
  return {status: 'unknown', problem, suggestions};
}

/** A class that the sample declares, followed up its `extends` while the sample declares the parents. */
function sampleClass(ctx: Context, name: string): {methods: Set<string>; constants: Set<string>; coreParent?: string; otherParent?: boolean} | undefined {
  const own = ctx.defines.classes.get(bare(name).toLowerCase());
  if (!own) return undefined;
  const methods = new Set(own.methods);
  const constants = new Set(own.constants);
  let parent = own.extends;
  for (let depth = 0; parent && depth < 10; depth++) {
    const next = ctx.defines.classes.get(bare(parent).toLowerCase());
    if (!next) break;
    next.methods.forEach((m) => methods.add(m));
    next.constants.forEach((c) => constants.add(c));
    parent = next.extends;
  }
  if (!parent) return {methods, constants};
  return ctx.api.className(parent) ? {methods, constants, coreParent: parent} : {methods, constants, otherParent: true};
}

/** Checks one name of a PHP sample. */
export function checkPhpRef(ref: PhpRef, ctx: Context): Outcome {
  const {api, builtins, defines} = ctx;
  switch (ref.kind) {
    case 'class': {
      if (defines.classes.has(ref.name.toLowerCase())) return {status: 'sample'};
      if (builtins.classes.has(ref.name.toLowerCase())) return {status: 'php'};
      // `html_writer` written in a plugin's namespace is that namespace's html_writer: PHP does not look in the global one.
      const written = bare(ref.text);
      if (ref.inNamespace && !written.includes('\\') && !resolveName(api, ref.name) && (api.className(written) || builtins.classes.has(written.toLowerCase()))) {
        return unknown(`${written} here means ${ref.name}, which does not exist: add \`use ${api.className(written) ?? written};\` or write \\${written}`, []);
      }
      const resolved = resolveName(api, ref.name);
      if (resolved?.kind === 'class' || resolved?.kind === 'test class') return found(ctx, resolved);
      if (isPluginName(ref.name, ctx)) return {status: 'plugin'};
      // A namespace that is neither core's nor a plugin's is a library's (Psr\…, GuzzleHttp\…).
      if (ref.name.includes('\\') && !looksCore(ref.name, ctx)) return {status: 'unchecked'};
      return unknown(`class ${ref.name} is not in Moodle ${api.version}`, nearestNames(ref.name, Object.keys(api.table.classes)));
    }
    case 'function': {
      const names = [ref.name, ref.fallback].filter((n): n is string => !!n);
      if (names.some((n) => defines.functions.has(n.toLowerCase()))) return {status: 'sample'};
      for (const name of names) {
        const fn = api.functionName(name);
        if (fn) return found(ctx, {kind: 'function', name: fn, entry: api.table.functions[fn]}, ref.args, ref.text);
      }
      if (names.some((n) => builtins.functions.has(n.toLowerCase()))) return {status: 'php'};
      if (isPluginName(ref.name, ctx) || (ref.fallback && isPluginName(ref.fallback, ctx))) return {status: 'plugin'};
      const name = ref.fallback ?? ref.name;
      return unknown(`function ${name}() is not in Moodle ${api.version}`, nearestNames(name, Object.keys(api.table.functions)));
    }
    case 'method':
    case 'class constant': {
      const member = ref.member!;
      const own = sampleClass(ctx, ref.name);
      let className = ref.name;
      if (own) {
        if (ref.kind === 'method' ? own.methods.has(member.toLowerCase()) : own.constants.has(member)) return {status: 'sample'};
        if (!own.coreParent) return {status: 'unchecked'};
        className = own.coreParent;
      }
      const declared = api.className(className);
      if (!declared) return {status: 'unchecked'};
      if (ref.kind === 'method') {
        const method = api.method(declared, member);
        if (method) return found(ctx, {kind: 'method', name: method.name, owner: method.owner, found: method}, ref.args, ref.text);
        const methods = [...api.ancestry(declared)].flatMap((c) => Object.keys(api.table.classes[c].methods));
        // Magic methods answer any name; a parent outside the table has methods the table does not list.
        if (methods.some((m) => m === '__call' || m === '__callStatic') || hasForeignAncestor(api, declared)) return {status: 'unchecked'};
        return unknown(`${declared} has no method ${member}() in Moodle ${api.version}`, nearestNames(member, methods).map((m) => `${declared}::${m}()`));
      }
      if (api.classConstant(declared, member)) return {status: 'api', resolved: {kind: 'class constant', name: member, owner: api.classConstant(declared, member)!.owner}};
      const constants = [...api.ancestry(declared)].flatMap((c) => Object.keys(api.table.classes[c].constants));
      if (hasForeignAncestor(api, declared)) return {status: 'unchecked'};
      return unknown(`${declared} has no constant ${member} in Moodle ${api.version}`, nearestNames(member, constants).map((c) => `${declared}::${c}`));
    }
    case 'constant': {
      const names = [ref.name, ref.fallback].filter((n): n is string => !!n);
      if (names.some((n) => defines.constants.has(n))) return {status: 'sample'};
      for (const name of names) if (api.table.constants[name]) return {status: 'api', resolved: {kind: 'constant', name, entry: api.table.constants[name]}};
      if (names.some((n) => builtins.constants.has(n))) return {status: 'php'};
      if (isPluginName(ref.name, ctx) || (ref.fallback && isPluginName(ref.fallback, ctx))) return {status: 'plugin'};
      const name = ref.fallback ?? ref.name;
      return unknown(`constant ${name} is not in Moodle ${api.version}`, nearestNames(name, Object.keys(api.table.constants)));
    }
  }
}

const capabilityPattern = /^[a-z]+\/[a-z0-9_]+:[a-z0-9_]+$/;

/**
 * Checks inline code that names an API: a call (`get_string()`, `$DB->get_record()`), a member
 * (`context_course::instance()`), a namespaced class, a capability, a constant. Other inline code (a file
 * path, a setting, a table) is not a name this check knows, and is left alone.
 */
export function checkInline(text: string, ctx: Context): Outcome | undefined {
  const value = text.trim();
  const parsed = parseName(value);
  if (!parsed) return undefined;
  const {api, builtins, defines} = ctx;
  const {receiver, name, call} = parsed;
  const args = call ? countArgs(value) : undefined;

  if (!receiver && capabilityPattern.test(name)) {
    const [type, plugin] = name.split(':')[0].split('/');
    // `core/inplace_editable:updated` is a JavaScript event: capabilities start with moodle/ or a plugin type.
    if (type !== 'moodle' && !api.table.pluginTypes[type] && type !== 'block') return undefined;
    if (type !== 'moodle' && !isCoreComponent(ctx, type, plugin)) return {status: 'plugin'};
    const resolved = resolveName(api, name);
    if (resolved) return found(ctx, resolved);
    return unknown(`capability ${name} is not in Moodle ${api.version}`, nearestNames(name, Object.keys(api.table.capabilities)));
  }
  if (receiver) {
    // `$PAGE->url` is a property, which the table does not list.
    if (parsed.operator === '->' && !call) return {status: 'unchecked'};
    if (receiver.startsWith('$') && !['$DB', '$PAGE', '$OUTPUT'].includes(receiver)) return {status: 'unchecked'};
    const className = receiver.startsWith('$') ? receiver : receiver;
    if (!receiver.startsWith('$')) {
      if (defines.classes.has(bare(receiver).toLowerCase())) return {status: 'sample'};
      if (builtins.classes.has(bare(receiver).toLowerCase())) return {status: 'php'};
      if (!api.className(receiver)) {
        if (isPluginName(receiver, ctx) || !looksCore(receiver, ctx)) return {status: 'unchecked'};
        return unknown(`class ${bare(receiver)} is not in Moodle ${api.version}`, nearestNames(receiver, Object.keys(api.table.classes)));
      }
    }
    const kind = !call && parsed.operator === '::' && /^[A-Z][A-Z0-9_]*$/.test(name) ? 'class constant' : 'method';
    const ref: PhpRef = {kind, name: className.startsWith('$') ? globalOf(className) : bare(className), member: name, line: 1, text: `${receiver}${parsed.operator}${name}${call ? '()' : ''}`, args};
    return checkPhpRef(ref, ctx);
  }
  if (call) {
    if (name.includes('\\')) return checkPhpRef({kind: 'function', name: bare(name), line: 1, text: `${name}()`, args}, ctx);
    // Moodle's PHP functions are lower case: `getString()` is JavaScript, `addElement()` a PEAR form method, `BIGINT(10)` SQL.
    if (/[A-Z]/.test(name) || languageConstructs.has(name.toLowerCase())) return {status: 'unchecked'};
    const asClass = api.className(name);
    if (asClass) return found(ctx, {kind: 'class', name: asClass, entry: api.table.classes[asClass]}, args, `new ${name}()`);
    if (defines.functions.has(name.toLowerCase()) || [...defines.classes.values()].some((c) => c.methods.has(name.toLowerCase()))) return {status: 'sample'};
    const resolved = resolveName(api, `${name}()`);
    if (resolved) return found(ctx, resolved, args, `${name}()`);
    if (builtins.functions.has(name.toLowerCase())) return {status: 'php'};
    // A method named on its own, as prose does: `get_record_sql()`.
    const owners = api.classesWithMethod(name);
    if (owners.length) return {status: 'unchecked'};
    if (isPluginName(name, ctx)) return {status: 'plugin'};
    // A one-word name (`done()`, `alert()`) may be any language's; `_supports()` is a callback written without its plugin.
    if (!name.includes('_') || name.startsWith('_')) return {status: 'unchecked'};
    if (isCallbackName(api, name)) return {status: 'plugin'};
    return unknown(`${name}() is neither a function nor a method in Moodle ${api.version}`, nearestNames(name, Object.keys(api.table.functions)));
  }
  if (name.includes('\\')) {
    if (defines.classes.has(bare(name).toLowerCase())) return {status: 'sample'};
    const resolved = resolveName(api, name);
    if (resolved) return found(ctx, resolved);
    if (isPluginName(name, ctx) || !looksCore(name, ctx)) return {status: 'unchecked'};
    // A namespace on its own (`core\hook`) names no symbol but is no mistake when classes live in it.
    const prefix = `${bare(name).toLowerCase()}\\`;
    if (Object.keys(api.table.classes).some((c) => c.toLowerCase().startsWith(prefix))) return {status: 'unchecked'};
    return unknown(`class ${bare(name)} is not in Moodle ${api.version}`, nearestNames(name, Object.keys(api.table.classes)));
  }
  // A bare word is checked only when it is something of the table: a class, an external function.
  const resolved = resolveName(api, name);
  return resolved ? found(ctx, resolved) : undefined;
}

/**
 * A plugin callback written generically: the end of functions that plugins define (`get_coursemodule_info()`
 * as in `forum_get_coursemodule_info()`), or the shape of them with another plugin's name
 * (`xmldb_myactivity_upgrade()` as in `xmldb_forum_upgrade()`).
 */
function isCallbackName(api: ApiIndex, name: string): boolean {
  const lower = name.toLowerCase();
  const segments = lower.split('_');
  const [first, last] = [segments[0], segments[segments.length - 1]];
  const names = callbackIndex(api);
  const rest = segments.slice(1).join('_');
  return names.some(
    (n) =>
      n.endsWith(`_${lower}`) ||
      // `modname_update_instance()`: a placeholder for the plugin's name before a callback's own words.
      (segments.length > 2 && n.endsWith(`_${rest}`)) ||
      (segments.length > 2 && n.startsWith(`${first}_`) && n.endsWith(`_${last}`) && n.split('_').length >= 3),
  );
}

const callbackIndexes = new WeakMap<object, string[]>();
function callbackIndex(api: ApiIndex): string[] {
  let names = callbackIndexes.get(api.table);
  if (!names) {
    names = Object.keys(api.table.functions).map((n) => n.toLowerCase());
    for (const entry of Object.values(api.table.classes)) names.push(...Object.keys(entry.methods).map((n) => n.toLowerCase()));
    callbackIndexes.set(api.table, names);
  }
  return names;
}

function globalOf(variable: string): string {
  return ({$DB: 'moodle_database', $PAGE: 'moodle_page', $OUTPUT: 'core_renderer'} as Record<string, string>)[variable];
}

/** Arguments written in an inline call, when it writes them plainly: `get_string('a', 'b')` passes 2. */
function countArgs(value: string): number | undefined {
  const open = value.indexOf('(');
  const inside = value.slice(open + 1, value.lastIndexOf(')')).trim();
  // `get_string()` names the function; it is no call with no arguments.
  if (!inside) return undefined;
  if (/\.\.\.|…|\$\w+\s*=/.test(inside)) return undefined;
  let depth = 0;
  let quote = '';
  let count = 1;
  for (const ch of inside) {
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch)) depth--;
    else if (ch === ',' && depth === 0) count++;
  }
  return count;
}

function isCoreComponent(ctx: Context, type: string, plugin: string): boolean {
  return type === 'moodle' || type === 'core' || (ctx.api.table.plugins[type] ?? []).includes(plugin) || (type === 'block' && (ctx.api.table.plugins.block ?? []).includes(plugin));
}

/** A namespaced name whose root is core or a standard plugin: one this check can say is missing. */
function looksCore(name: string, ctx: Context): boolean {
  const root = bare(name).split('\\')[0].toLowerCase();
  if (root === 'core' || (root.startsWith('core_') && ctx.api.table.subsystems[root.slice(5)] !== undefined)) return true;
  const cut = root.indexOf('_');
  return cut > 0 && isCoreComponent(ctx, root.slice(0, cut), root.slice(cut + 1));
}
