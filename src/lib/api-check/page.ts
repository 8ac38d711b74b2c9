import type {ApiIndex} from '../moodle-api/lookup';
import type {Resolved} from '../moodle-api/resolve';
import {type Builtins, checkInline, checkPhpRef, type Context, type Outcome} from './check';
import {type Badge, pageCode} from './markdown';
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
  /** The version badges of the page, with the inline name each stands beside. */
  badges: (Badge & {symbol?: string})[];
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

/**
 * The namespace Moodle's autoloader expects of a file under a component's classes/ folder:
 * `local/notes/classes/output/renderer.php` is in `local_notes\output`, `lib/classes/hook/manager.php` in `core\hook`.
 */
export function namespaceOfFile(path: string | undefined, api: ApiIndex): string | undefined {
  const m = path && /^(.*?)\/classes\/(.*)\/[^/]+\.php$|^(.*?)\/classes\/[^/]+\.php$/.exec(path);
  if (!m) return undefined;
  const dir = m[1] ?? m[3];
  const sub = m[2] ? `\\${m[2].replace(/\//g, '\\')}` : '';
  if (dir === 'lib') return `core${sub}`;
  const {pluginTypes, subsystems} = api.table;
  for (const [type, root] of Object.entries(pluginTypes)) {
    if (dir.startsWith(`${root}/`) && !dir.slice(root.length + 1).includes('/')) return `${type}_${dir.slice(root.length + 1)}${sub}`;
  }
  const subsystem = Object.entries(subsystems).find(([, d]) => d === dir)?.[0];
  return subsystem ? `core_${subsystem}${sub}` : undefined;
}

/**
 * What a page's samples and words tell about its names: the classes and functions its PHP samples declare,
 * and its example plugins. The check and the links to definitions read a page's inline code in this context.
 */
export function pageContext<T extends {value: string; lang: string; meta: string}>(blocks: T[], text: string, api: ApiIndex, builtins: Builtins) {
  const defines: PhpDefinitions = {classes: new Map(), functions: new Set(), constants: new Set()};
  let imports = new Map<string, string>();
  const samples = blocks.flatMap((block) => {
    if (!phpLangs.has(block.lang)) return [];
    const title = /\btitle="([^"]+)"/.exec(block.meta)?.[1];
    const sample = phpReferences(block.value, imports, {meta: block.meta, namespace: namespaceOfFile(title, api), className: title && /\/classes\//.test(title) ? title.replace(/^.*\//, '').replace(/\.php$/, '') : undefined});
    if (sample) {
      if (sample.imports.size) imports = sample.imports;
      // A class shown in parts (its declaration, then fragments of its methods) is one class.
      sample.defines.classes.forEach((v, k) => {
        const known = defines.classes.get(k);
        if (!known) defines.classes.set(k, {...v, methods: new Set(v.methods), constants: new Set(v.constants)});
        else {
          v.methods.forEach((m) => known.methods.add(m));
          v.constants.forEach((c) => known.constants.add(c));
          known.extends ??= v.extends;
        }
      });
      sample.defines.functions.forEach((f) => defines.functions.add(f));
      sample.defines.constants.forEach((c) => defines.constants.add(c));
    }
    return [{block, sample}];
  });
  const ctx: Context = {api, builtins, defines, examplePlugins: examplePlugins(text, api)};
  // The prefix of a function the page's samples define belongs to the page's example plugin (`pinboard_`),
  // unless core has functions of that prefix (`get_`).
  for (const fn of defines.functions) {
    const prefix = fn.split('\\').pop()!.split('_')[0];
    if (prefix && fn.includes('_') && !api.hasFunctionPrefix(prefix)) ctx.examplePlugins.add(prefix);
  }
  return {ctx, samples};
}

/** Checks every API name of one page against one version's table. */
export function checkPage(text: string, api: ApiIndex, builtins: Builtins): PageResult {
  const {spans, badges} = pageCode(text);
  const blocks = spans.filter((s): s is Extract<typeof s, {type: 'block'}> => s.type === 'block');
  const {ctx, samples} = pageContext(blocks, text, api, builtins);
  const names: PageName[] = [];
  let unparsed = 0;
  for (const {block: span, sample} of samples) {
    if (!sample) {
      unparsed++;
      continue;
    }
    for (const ref of sample.refs) {
      names.push({line: span.line + ref.line - 1, column: ref.column ?? 1, text: ref.text, where: 'code', outcome: checkPhpRef(ref, ctx), old: span.old});
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
  // A badge stands for the name nearest before it in its block, or else the first after it.
  const inline = spans.filter((s): s is Extract<typeof s, {type: 'inline'}> => s.type === 'inline');
  const placed = badges.map((badge) => {
    const inBlock = inline.filter((s) => s.block === badge.block);
    const before = inBlock.filter((s) => s.line <= badge.line).pop();
    const symbol = (before ?? inBlock[0])?.value;
    return {...badge, ...(symbol && {symbol})};
  });
  return {names: names.sort((a, b) => a.line - b.line || a.column - b.column), badges: placed, unparsed, exceptions};
}

/** The canonical name of a resolved symbol, as a link or search entry names it. */
export function symbolName(resolved: Resolved): string {
  switch (resolved.kind) {
    case 'method':
      return `${resolved.owner}::${resolved.name}()`;
    case 'class constant':
      return `${resolved.owner}::${resolved.name}`;
    case 'test class':
      return resolved.name;
    case 'function':
      return `${resolved.name}()`;
    default:
      return resolved.name;
  }
}
