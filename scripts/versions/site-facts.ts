// The facts about Moodle versions the version tools read from the site: the version master documents,
// the release data, and Moodle's symbol tables.
import fs from 'node:fs';
import path from 'node:path';
import type {ApiName, BranchFacts, FormerName, SymbolLookup} from './facts';
import {loadApi, tableFile} from '../../src/lib/moodle-api/load';
import {resolveName} from '../../src/lib/moodle-api/resolve';

const masterFile = 'config/moodle.ts';
const masterPattern = /(export const masterMoodleVersion = ')([^']+)(';)/;

/** The Moodle version master documents (config/moodle.ts), or null when the site has no such file. */
export function readMasterVersion(root: string): string | null {
  const file = path.join(root, masterFile);
  if (!fs.existsSync(file)) return null;
  const m = masterPattern.exec(fs.readFileSync(file, 'utf8'));
  if (!m) throw new Error(`${masterFile}: no line \`export const masterMoodleVersion = 'X.Y';\``);
  return m[2];
}

/** Moves master on to the next Moodle version. */
export function writeMasterVersion(root: string, version: string): void {
  const file = path.join(root, masterFile);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(masterPattern, `$1${version}$3`));
}

/** Each branch's first build and PHP range from data/versions.json (none when the site has no release data). */
export function readBranchFacts(root: string): BranchFacts[] {
  const file = path.join(root, 'data/versions.json');
  if (!fs.existsSync(file)) return [];
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    branches: {version: string; build: string | null; requirements?: {php?: {min: string | null; max: string | null}}}[];
  };
  return data.branches.map((b) => {
    const php = b.requirements?.php;
    return {version: b.version, build: b.build, ...(php?.min && php.max ? {php: {min: php.min, max: php.max}} : {})};
  });
}

/** How the table's resolver reads a name: calls with their parentheses. */
const asWritten = (name: ApiName) => (name.kind === 'function' || name.kind === 'method' ? `${name.name}()` : name.name);

/**
 * Moodle's symbol table of a version, as a lookup: whether the version's API has a class, function,
 * method or capability (data/moodle-api/<version>.json.gz, read and resolved by src/lib/moodle-api).
 * Undefined for a version without a table.
 */
export function readSymbols(root: string): SymbolLookup {
  return (version, name) => {
    if (!fs.existsSync(tableFile(version, root))) return undefined;
    return resolveName(loadApi(version, root), asWritten(name)) !== undefined;
  };
}

/**
 * A class's name in an older version, from the renamed classes of master's table (`db/renamedclasses.php`
 * and the like): the old name that now stands for the class, if the older version has it.
 */
export function readFormerNames(root: string, masterVersion: string | null): FormerName {
  return (version, className) => {
    if (!masterVersion || !fs.existsSync(tableFile(masterVersion, root)) || !fs.existsSync(tableFile(version, root))) return undefined;
    const wanted = className.replace(/^\\/, '').toLowerCase();
    const old = loadApi(version, root);
    for (const [from, {to}] of Object.entries(loadApi(masterVersion, root).table.renamedClasses)) {
      if (to.toLowerCase() === wanted && old.className(from)) return old.className(from);
    }
    return undefined;
  };
}
