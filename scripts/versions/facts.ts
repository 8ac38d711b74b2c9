// What a writer must check when a master change goes to an older copy: the facts in the added lines that
// can differ between Moodle versions. Moodle versions newer than the copy's, build numbers of later
// branches, PHP versions outside the copy's requirements, and API names the copy's Moodle lacks.

export interface BranchFacts {
  version: string;
  /** Build of the branch's first release, such as 2023100900. */
  build: string | null;
  php?: {min: string; max: string};
}

/**
 * An API name found in a change: a class (`core\context\course`), a function (`get_string`), a method
 * (`core_text::strlen`, `$DB->get_record`) or a capability (`moodle/course:update`).
 */
export interface ApiName {
  kind: 'class' | 'function' | 'method' | 'capability';
  name: string;
}

/**
 * Whether a Moodle version's symbol table has a name: true or false, or undefined when there is no
 * table for that version.
 */
export type SymbolLookup = (version: string, name: ApiName) => boolean | undefined;

/** The name a class had in an older version, when a later one renamed it: `context_course` for `core\context\course` in 4.1. */
export type FormerName = (version: string, className: string) => string | undefined;

/** Compares dotted versions numerically: 4.10 is newer than 4.9. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

// Words that look like function calls in PHP and JavaScript but are language constructs.
const notFunctions = new Set([
  'if', 'elseif', 'else', 'for', 'foreach', 'while', 'switch', 'match', 'catch', 'return', 'function', 'fn', 'array', 'list',
  'isset', 'unset', 'empty', 'echo', 'print', 'require', 'require_once', 'include', 'include_once', 'new', 'and', 'or', 'not',
  'exit', 'die', 'eval', 'clone', 'use', 'declare', 'static', 'self', 'parent', 'this', 'typeof', 'await', 'async', 'import', 'define',
]);

/** The code in added lines: fenced blocks and inline code spans. */
export function codeIn(lines: string[]): string[] {
  const code: string[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opener && opener[1][0] === fence[0] && opener[1].length >= fence.length && line.trim() === opener[1]) fence = null;
      else code.push(line);
      continue;
    }
    if (opener) {
      fence = opener[1];
      continue;
    }
    for (const span of line.matchAll(/(`+)([^`]+?)\1/g)) code.push(span[2]);
  }
  return code;
}

/** Moodle API names in code: namespaced classes, classes after `new` or `::`, functions called by name. */
export function apiNames(code: string[]): ApiName[] {
  const found = new Map<string, ApiName>();
  const add = (kind: ApiName['kind'], name: string) => found.set(`${kind}:${name}`, {kind, name});
  for (const text of code) {
    // Capabilities are named in strings; other strings and comments name things that need not exist.
    for (const m of text.matchAll(/(?<![\w/])([a-z]+\/[a-z0-9_]+:[a-z0-9_]+)\b/g)) add('capability', m[1]);
    const line = text.replace(/\/\/.*$|#.*$|'[^']*'|"[^"]*"/g, "''");
    // Methods of the globals whose class is known ($DB is a moodle_database).
    for (const m of line.matchAll(/(\$(?:DB|PAGE|OUTPUT))->([A-Za-z_]\w*)\s*\(/g)) add('method', `${m[1]}->${m[2]}`);
    for (const m of line.matchAll(/(?<![\w$>:\\])(\\?[A-Za-z_][\w\\]*)::([A-Za-z_]\w*)\s*\(/g)) {
      if (!['self', 'static', 'parent'].includes(m[1])) add('method', `${m[1].replace(/^\\/, '')}::${m[2]}`);
    }
    for (const m of line.matchAll(/(?<![\w$])\\?([A-Za-z_]\w*(?:\\[A-Za-z_]\w*)+)/g)) add('class', m[1]);
    for (const m of line.matchAll(/\bnew\s+\\?([A-Za-z_]\w*)\b(?!\\)/g)) add('class', m[1]);
    for (const m of line.matchAll(/(?<![\w$>:.\\])(?<!\bnew\s+)([a-z_][a-z0-9_]*)\s*\(/g)) {
      if (!notFunctions.has(m[1]) && m[1].includes('_')) add('function', m[1]);
    }
  }
  return [...found.values()];
}

/**
 * What to check before the added lines stand in the copy of `version`. `masterVersion` is the Moodle
 * version master documents; names are checked against the symbol tables of both.
 */
export function factsToCheck(
  added: string[],
  version: string,
  options: {branches: BranchFacts[]; symbols: SymbolLookup; masterVersion: string | null; formerName?: FormerName},
): string[] {
  const notes: string[] = [];
  const text = added.join('\n');
  const newer = new Set<string>();
  for (const m of text.matchAll(/\b(?:Moodle|[Ss]ince|version=["'])\s*(\d+\.\d+)(?:\.\d+)?\b/g)) {
    if (compareVersions(m[1], version) > 0) newer.add(m[1]);
  }
  for (const v of [...newer].sort(compareVersions)) notes.push(`names Moodle ${v}, newer than ${version}: say what ${version} does, or leave it out`);

  const later = options.branches.filter((b) => compareVersions(b.version, version) > 0 && b.build).sort((a, b) => compareVersions(a.version, b.version))[0];
  if (later?.build) {
    for (const build of new Set(text.match(/\b20\d{8}\b/g) ?? [])) {
      if (build >= later.build) notes.push(`version number ${build} is from Moodle ${later.version} (build ${later.build}) or later: use one of ${version}'s time`);
    }
  }

  const php = options.branches.find((b) => b.version === version)?.php;
  if (php) {
    const outside = new Set<string>();
    for (const m of text.matchAll(/\bPHP\s+(\d+\.\d+)\b/g)) {
      if (compareVersions(m[1], php.min) < 0 || compareVersions(m[1], php.max) > 0) outside.add(m[1]);
    }
    for (const v of outside) notes.push(`names PHP ${v}: Moodle ${version} runs on PHP ${php.min} to ${php.max}`);
  }

  // Classes first, so that a missing class speaks for its methods.
  const names = apiNames(codeIn(added)).sort((a, b) => Number(a.kind !== 'class') - Number(b.kind !== 'class'));
  const unchecked: string[] = [];
  const missingClasses = new Set<string>();
  for (const name of names) {
    const inVersion = options.symbols(version, name);
    const inMaster = options.masterVersion ? options.symbols(options.masterVersion, name) : undefined;
    if (inVersion === undefined) unchecked.push(name.name);
    // A name neither table has is PHP's own or not Moodle's: only a difference between versions counts.
    else if (!inVersion && inMaster !== false) {
      const [className, method] = name.kind === 'method' ? name.name.split('::') : [name.name];
      if (method !== undefined && missingClasses.has(className)) continue;
      if (name.kind === 'class') missingClasses.add(name.name);
      const former = name.kind === 'class' || (method !== undefined && !className.startsWith('$')) ? options.formerName?.(version, className) : undefined;
      const instead = former ? `${version} has it as \`${method !== undefined ? `${former}::${method}` : former}\`` : `use what ${version} has`;
      notes.push(`\`${name.name}\` (${name.kind}) is not in Moodle ${version}'s API: ${instead}`);
    }
  }
  if (unchecked.length) notes.push(`no symbol table for Moodle ${version}: check these names in ${version}'s code: ${[...new Set(unchecked)].join(', ')}`);
  return notes;
}
