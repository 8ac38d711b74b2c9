import type {ApiIndex} from '../moodle-api/lookup';
import type {Resolved} from '../moodle-api/resolve';
import {type Builtins, checkInline, checkPhpRef, type Context, type Outcome} from './check';
import {codeSpans, parsePage} from './markdown';
import {type PhpDefinitions, phpReferences} from './php-refs';

/** A name the check looked at on a page, with what it found. */
export interface PageName {
  line: number;
  column: number;
  text: string;
  where: 'inline' | 'code';
  outcome: Outcome;
  /** Shown as the old way (an InvalidExample, the first side of a CodeDiff): deprecated API is expected. */
  old: boolean;
}

export interface PageResult {
  names: PageName[];
  /** PHP blocks the parser could not read (fragments such as array entries), which were not checked. */
  unparsed: number;
  /** Lines that carry a marker saying the name is not in this version (`<!-- api: … -->`). */
  exceptions: Exception[];
}

/** A writer's marker: a name this page states on purpose although the version lacks it. */
export interface Exception {
  line: number;
  names: string[];
  reason: string;
}

const phpLangs = new Set(['php', 'php-inline']);

/**
 * `<!-- api-exception: name, name — reason -->` (in .md) or `{/* api-exception: … *\/}` (in .mdx) on the
 * line before the text or block that names them.
 */
const exceptionPattern = /(?:<!--|\{\/\*)\s*api-exception:\s*(.+?)\s+(?:—|--)\s+(.+?)\s*(?:-->|\*\/\})/;

/** The example plugins a page writes about: `local_myplugin`, `mod_mymodule` (and `mymodule_` for a module's functions). */
export function examplePlugins(text: string, api: ApiIndex): Set<string> {
  const prefixes = new Set<string>();
  const {pluginTypes, plugins} = api.table;
  for (const m of text.matchAll(/\b([a-z]+)_([a-z][a-z0-9]*)\b/g)) {
    const [, type, name] = m;
    if (!pluginTypes[type] || (plugins[type] ?? []).includes(name)) continue;
    prefixes.add(`${type}_${name}`);
    if (type === 'mod') prefixes.add(name);
  }
  return prefixes;
}

/** Checks every API name of one page against one version's table. */
export function checkPage(text: string, file: string, api: ApiIndex, builtins: Builtins): PageResult {
  const spans = codeSpans(parsePage(text, file));
  const defines: PhpDefinitions = {classes: new Map(), functions: new Set(), constants: new Set()};
  let imports = new Map<string, string>();
  const samples = spans.flatMap((span) => {
    if (span.type !== 'block' || !phpLangs.has(span.lang)) return [];
    const sample = phpReferences(span.value, imports);
    if (sample) {
      if (sample.imports.size) imports = sample.imports;
      sample.defines.classes.forEach((v, k) => defines.classes.set(k, v));
      sample.defines.functions.forEach((f) => defines.functions.add(f));
      sample.defines.constants.forEach((c) => defines.constants.add(c));
    }
    return [{span, sample}];
  });
  const ctx: Context = {api, builtins, defines, examplePlugins: examplePlugins(text, api)};
  const names: PageName[] = [];
  let unparsed = 0;
  for (const {span, sample} of samples) {
    if (!sample) {
      unparsed++;
      continue;
    }
    for (const ref of sample.refs) {
      names.push({line: span.line + ref.line - 1, column: 1, text: ref.text, where: 'code', outcome: checkPhpRef(ref, ctx), old: span.old});
    }
  }
  for (const span of spans) {
    if (span.type !== 'inline') continue;
    const outcome = checkInline(span.value, ctx);
    if (outcome) names.push({line: span.line, column: span.column, text: span.value, where: 'inline', outcome, old: span.old});
  }
  const lines = text.split('\n');
  const exceptions: Exception[] = [];
  lines.forEach((line, i) => {
    const m = exceptionPattern.exec(line);
    if (m) exceptions.push({line: i + 1, names: m[1].split(',').map((n) => n.trim().replace(/^`|`$/g, '')), reason: m[2]});
  });
  return {names: names.sort((a, b) => a.line - b.line || a.column - b.column), unparsed, exceptions};
}

/** The canonical name of a resolved symbol, as a link or search entry names it. */
export function symbolName(resolved: Resolved): string {
  switch (resolved.kind) {
    case 'method':
      return `${resolved.owner}::${resolved.name}()`;
    case 'class constant':
      return `${resolved.owner}::${resolved.name}`;
    case 'function':
      return `${resolved.name}()`;
    default:
      return resolved.name;
  }
}
