/**
 * Reads Moodle's API from a release tree and writes the version's table:
 *   npx tsx scripts/moodle-api/extract.ts TREE VERSION [--out FILE]
 * TREE is a checked-out folder or a git directory (`path` or `path@commit`); VERSION is a docs version of
 * sources.json, which names the tree each table is read from. See scripts/moodle-api/README.md.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import type {ApiSource, ApiTable, Capability, EventEntry, ExternalFunction, HookCallback, ScheduledTask} from '../../src/lib/moodle-api/types';
import {serialiseTable} from '../../src/lib/moodle-api/serialise';
import {validateTable} from '../../src/lib/moodle-api/validate';
import {coreLayout} from './core';
import {declarations, parsePhp, Scope} from './php';
import {type FileSymbols, fileSymbols} from './symbols';
import {openTree, type Tree} from './tree';

const here = dirname(fileURLToPath(import.meta.url));
export const dataDir = join(here, '../../data/moodle-api');

/** `$release`, `$version` and `$branch` of version.php. */
export function versionFacts(code: string): {release: string; build: string; branch: string} {
  const facts: Record<string, string> = {};
  for (const node of declarations(parsePhp(code, 'version.php').children, new Scope())) {
    const e = node.expression;
    if (e?.kind === 'assign' && e.left.kind === 'variable' && e.right.kind !== 'array') facts[e.left.name] = e.right.value;
  }
  if (!facts.release || !facts.version) throw new Error('version.php: no $release or $version');
  return {release: facts.release, build: facts.version, branch: facts.branch};
}

const asStrings = (value: unknown): string[] | undefined =>
  value === undefined || value === null ? undefined : Array.isArray(value) ? value.map(String) : String(value).split(',').map((s) => s.trim()).filter(Boolean);
const bareClass = (name: unknown) => String(name).replace(/^\\/, '');

/** `db/access.php`, `db/services.php`, `db/hooks.php`, `db/tasks.php` and `db/renamedclasses.php` of one component. */
function definitions(table: ApiTable, symbols: FileSymbols, file: string, component: string): void {
  const at = (line: number) => ({component, file, line});
  const kind = file.slice(file.lastIndexOf('/db/') + 4);
  if (kind === 'access.php' && symbols.arrays.capabilities) {
    const {value, items} = symbols.arrays.capabilities;
    for (const [name, def] of Object.entries(value as Record<string, Record<string, unknown>>)) {
      const capability: Capability = at(items[name]);
      if (def.captype) capability.captype = String(def.captype);
      if (def.contextlevel) capability.contextlevel = String(def.contextlevel);
      if (def.archetypes && typeof def.archetypes === 'object' && !Array.isArray(def.archetypes)) {
        capability.archetypes = Object.fromEntries(Object.entries(def.archetypes).map(([role, permission]) => [role, String(permission)]));
      }
      if (def.riskbitmask) capability.risks = String(def.riskbitmask).split('|').map((r) => r.trim()).filter(Boolean);
      if (def.clonepermissionsfrom) capability.clonepermissionsfrom = String(def.clonepermissionsfrom);
      table.capabilities[name] = capability;
    }
  } else if (kind === 'services.php' && symbols.arrays.functions) {
    const {value, items} = symbols.arrays.functions;
    for (const [name, def] of Object.entries(value as Record<string, Record<string, unknown>>)) {
      const fn: ExternalFunction = {...at(items[name]), classname: bareClass(def.classname)};
      if (def.methodname) fn.methodname = String(def.methodname);
      if (def.classpath) fn.classpath = String(def.classpath);
      if (def.type) fn.type = String(def.type);
      if (typeof def.ajax === 'boolean') fn.ajax = def.ajax;
      if (typeof def.loginrequired === 'boolean') fn.loginrequired = def.loginrequired;
      const capabilities = asStrings(def.capabilities);
      if (capabilities?.length) fn.capabilities = capabilities;
      const services = asStrings(def.services);
      if (services?.length) fn.services = services;
      table.externalFunctions[name] = fn;
    }
  } else if (kind === 'hooks.php' && symbols.arrays.callbacks) {
    const {value, items} = symbols.arrays.callbacks;
    (value as Record<string, unknown>[]).forEach((def, index) => {
      const callback: HookCallback = {...at(items[String(index)]), hook: bareClass(def.hook), callback: String(def.callback).replace(/^\\/, '')};
      if (typeof def.priority === 'number') callback.priority = def.priority;
      table.hookCallbacks.push(callback);
    });
  } else if (kind === 'renamedclasses.php' && symbols.arrays.renamedclasses) {
    const {value, items} = symbols.arrays.renamedclasses;
    for (const [name, to] of Object.entries(value as Record<string, string>)) table.renamedClasses[bareClass(name)] = {...at(items[name]), to: bareClass(to)};
  } else if (kind === 'tasks.php' && symbols.arrays.tasks) {
    const {value, items} = symbols.arrays.tasks;
    (value as Record<string, unknown>[]).forEach((def, index) => {
      const task: ScheduledTask = {...at(items[String(index)]), classname: bareClass(def.classname)};
      for (const field of ['minute', 'hour', 'day', 'month', 'dayofweek'] as const) if (def[field] !== undefined) task[field] = String(def[field]);
      if (def.disabled !== undefined) task.disabled = Boolean(def.disabled);
      table.tasks.push(task);
    });
  }
}

const lowerNames = new WeakMap<object, Map<string, string>>();
/** Class names by their lower case: PHP's class names are case-insensitive. */
function byLowerName(table: ApiTable): Map<string, string> {
  let names = lowerNames.get(table.classes);
  if (!names) lowerNames.set(table.classes, (names = new Map(Object.keys(table.classes).map((n) => [n.toLowerCase(), n]))));
  return names;
}

/** True when the class, one of its parents or one of their interfaces is `target`. */
function inherits(table: ApiTable, name: string, target: string, seen = new Set<string>()): boolean {
  const key = name.toLowerCase();
  if (key === target) return true;
  if (seen.has(key)) return false;
  seen.add(key);
  const entry = table.classes[name] ?? table.classes[byLowerName(table).get(key) ?? ''];
  if (!entry) return false;
  return [entry.extends, ...(entry.implements ?? [])].some((parent) => parent && inherits(table, parent, target, seen));
}

export interface Extraction {
  table: ApiTable;
  files: number;
  excluded: Map<string, number>;
  failed: string[];
}

/** Reads a tree into a table: every PHP file of core, parsed; the rest counted by why it was left out. */
export async function extract(tree: Tree, version: string, source: ApiSource): Promise<Extraction> {
  const layout = coreLayout(tree);
  const table: ApiTable = {
    version,
    source,
    pluginTypes: layout.pluginTypes,
    subsystems: layout.subsystems,
    plugins: layout.plugins,
    classes: {},
    testClasses: {},
    renamedClasses: {},
    functions: {},
    constants: {},
    capabilities: {},
    externalFunctions: {},
    hooks: {},
    hookCallbacks: [],
    events: {},
    tasks: [],
  };
  const excluded = new Map<string, number>();
  const core: [string, string][] = [];
  const tests: [string, string][] = [];
  for (const path of tree.paths) {
    if (!path.endsWith('.php') || /(^|\/)lang\//.test(path)) continue;
    const place = layout.place(path);
    // A test folder's file belongs to the component of the folder that holds tests/.
    const owner = 'excluded' in place && place.excluded === 'tests' ? layout.place(path.replace(/\/tests\/.*$/, '/version.php')) : undefined;
    // Test case files (`*_test.php`) are no one's API; helpers, generators and fixtures are.
    if (owner && 'component' in owner && !/\/(vendor|node_modules)\//.test(path) && !path.endsWith('_test.php')) tests.push([path, owner.component]);
    if ('excluded' in place) {
      const reason = place.excluded.replace(/ \(.*\)$/, '');
      excluded.set(reason, (excluded.get(reason) ?? 0) + 1);
    } else core.push([path, place.component]);
  }
  const texts = await tree.readMany([...core, ...tests].map(([path]) => path));
  const failed: string[] = [];
  const eventData: Record<string, Record<string, string>> = {};
  for (const [path, component] of core) {
    let symbols: FileSymbols;
    try {
      symbols = fileSymbols(texts.get(path) ?? '', path, component);
    } catch (error) {
      failed.push(`${path}: ${(error as Error).message}`);
      continue;
    }
    // The first declaration in path order wins: later ones are polyfills behind `if (!function_exists())`.
    for (const [name, entry] of Object.entries(symbols.classes)) table.classes[name] ??= entry;
    for (const [name, entry] of Object.entries(symbols.functions)) table.functions[name] ??= entry;
    for (const [name, entry] of Object.entries(symbols.constants)) table.constants[name] ??= entry;
    Object.assign(eventData, symbols.eventData);
    for (const [name, {to, line}] of Object.entries(symbols.aliases)) table.renamedClasses[name] ??= {component, file: path, line, to, alias: true};
    if (/(^|\/)db\/(access|services|hooks|tasks|renamedclasses)\.php$/.test(path)) definitions(table, symbols, path, component);
  }
  for (const [path, component] of tests) {
    let symbols: FileSymbols;
    try {
      symbols = fileSymbols(texts.get(path) ?? '', path, component);
    } catch {
      continue;
    }
    for (const [name, entry] of Object.entries(symbols.classes)) {
      if (entry.kind !== 'class' || table.classes[name]) continue;
      const methods = Object.fromEntries(Object.entries(entry.methods).filter(([, m]) => m.visibility !== 'private').map(([m, {line}]) => [m, line]));
      table.testClasses[name] ??= {component, file: path, line: entry.line, ...(entry.extends && {extends: entry.extends}), methods};
    }
  }
  for (const [name, entry] of Object.entries(table.classes)) {
    if (entry.kind === 'class' && /\/classes\/event\//.test(entry.file) && name !== 'core\\event\\base' && inherits(table, name, 'core\\event\\base')) {
      const event: EventEntry = {component: entry.component, file: entry.file, line: entry.line};
      if (entry.abstract) event.abstract = true;
      const data = eventData[name] ?? {};
      if (data.crud) event.crud = data.crud;
      if (data.edulevel) event.edulevel = data.edulevel;
      table.events[name] = event;
    }
    if (entry.kind === 'class' && !entry.abstract && inherits(table, name, 'core\\hook\\described_hook')) {
      table.hooks[name] = {component: entry.component, file: entry.file, line: entry.line};
    }
  }
  return {table, files: core.length, excluded, failed};
}

export interface SourceEntry {
  repository: string;
  commit: string;
  tag: string;
  release: string;
}

export function readSources(): Record<string, SourceEntry> {
  return JSON.parse(readFileSync(join(here, 'sources.json'), 'utf8'));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args.splice(outAt, 2)[1] : undefined;
  const [treeSpec, version] = args;
  const expected = readSources()[version];
  if (!treeSpec || !expected) {
    console.error(`usage: extract.ts TREE VERSION [--out FILE]; VERSION is one of ${Object.keys(readSources()).join(', ')} (scripts/moodle-api/sources.json)`);
    process.exit(2);
  }
  const started = performance.now();
  const tree = openTree(treeSpec, expected.commit);
  const facts = versionFacts(tree.read('version.php') ?? '');
  if (facts.release !== expected.release) {
    throw new Error(`${treeSpec}: version.php says '${facts.release}', sources.json expects '${expected.release}' for ${version}`);
  }
  if (tree.commit && tree.commit !== expected.commit) {
    throw new Error(`${treeSpec}: commit ${tree.commit}, sources.json expects ${expected.commit} for ${version} (pass ${treeSpec}@${expected.commit})`);
  }
  const source: ApiSource = {repository: expected.repository, commit: expected.commit, release: facts.release, build: facts.build, tag: expected.tag};
  const {table, files, excluded, failed} = await extract(tree, version, source);
  if (failed.length) throw new Error(`PHP that did not parse:\n${failed.join('\n')}`);
  const errors = validateTable(table);
  if (errors.length) throw new Error(`the table does not match its schema:\n${errors.join('\n')}`);
  const file = out ?? join(dataDir, `${version}.json.gz`);
  const text = serialiseTable(table);
  // Compressed: the three tables are 20 MB of text and under 3 MB gzipped (`zcat` reads them, one symbol a line).
  const bytes = gzipSync(text, {level: 9});
  writeFileSync(file, bytes);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${file}: ${facts.release}, ${files} PHP files of core read in ${seconds} s, ${(text.length / 1024).toFixed(0)} KB of JSON, ${(bytes.length / 1024).toFixed(0)} KB gzipped`);
  console.log(`left out: ${[...excluded].map(([why, n]) => `${n} ${why}`).join(', ')}`);
  const counts = countByKind(table);
  console.log(Object.entries(counts).map(([kind, n]) => `${kind} ${n}`).join(', '));
}

/** Symbols of each kind, as the closing figures give them. */
export function countByKind(table: ApiTable): Record<string, number> {
  const counts: Record<string, number> = {class: 0, interface: 0, trait: 0, enum: 0, method: 0, 'class constant': 0};
  for (const entry of Object.values(table.classes)) {
    counts[entry.kind]++;
    counts.method += Object.keys(entry.methods).length;
    counts['class constant'] += Object.keys(entry.constants).length;
  }
  return {
    ...counts,
    function: Object.keys(table.functions).length,
    constant: Object.keys(table.constants).length,
    capability: Object.keys(table.capabilities).length,
    'external function': Object.keys(table.externalFunctions).length,
    hook: Object.keys(table.hooks).length,
    'hook callback': table.hookCallbacks.length,
    event: Object.keys(table.events).length,
    'scheduled task': table.tasks.length,
    'renamed class': Object.keys(table.renamedClasses).length,
    'test helper class': Object.keys(table.testClasses).length,
    'plugin type': Object.keys(table.pluginTypes).length,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`moodle-api: ${error.message}`);
    process.exit(1);
  });
}
