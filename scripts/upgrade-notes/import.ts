/**
 * Writes the skeleton of a version's upgrade notes from its release tree, keeping what is written:
 *   npx tsx scripts/upgrade-notes/import.ts TREE VERSION
 * Each entry of the tree becomes a note with its component, section, file, line and tracker keys, a
 * suggested kind and the API names of its text that the tables know; the summary is left for a writer.
 * Notes already in data/upgrade-notes/VERSION.json keep their kind, API names and summary.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {loadApi, previousVersion} from '../../src/lib/moodle-api/load';
import {resolveName} from '../../src/lib/moodle-api/resolve';
import type {UpgradeNote, UpgradeNotesFile} from '../../src/lib/upgrade-notes/types';
import {readSources} from '../moodle-api/extract';
import {openTree} from '../moodle-api/tree';
import {coreEntries} from './entries';

const siteDir = join(__dirname, '../..');
export const notesFile = (version: string) => join(siteDir, 'data/upgrade-notes', `${version}.json`);

/** The kind an entry's words suggest; a writer corrects it. */
export function suggestKind(text: string): UpgradeNote['kind'] {
  const t = text.toLowerCase();
  if (/\b(removed|no longer (exists|available)|dropped|deleted)\b/.test(t) && !/\bdeprecated\b/.test(t)) return 'removed';
  if (/\bdeprecat/.test(t)) return 'deprecated';
  if (/^(added|new|a new|introduc|adds?\b)|\b(has been|have been|was|were) (added|created|introduced)\b/.test(t)) return 'added';
  return 'changed';
}

/** The names in an entry's text that look like API: backticked spans, calls, `a::b`, `a\b`, capabilities. */
export function candidateNames(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(/`([^`]+)`/g)) found.add(m[1]);
  const token = /[a-z]+\/[a-z0-9_]+:[a-z0-9_]+|(?:\$[A-Za-z_]+->|\\?[A-Za-z_][A-Za-z0-9_]*(?:\\[A-Za-z_][A-Za-z0-9_]*)*(?:::|->))?\\?[A-Za-z_][A-Za-z0-9_]*(?:\\[A-Za-z_][A-Za-z0-9_]*)*(?:\(\))?/g;
  for (const m of text.matchAll(token)) {
    const name = m[0];
    if (/::|->|\\|\(\)|^[a-z]+\/|_/.test(name)) found.add(name);
  }
  return [...found];
}

async function main(): Promise<void> {
  const [treeSpec, version] = process.argv.slice(2);
  const source = readSources()[version];
  if (!treeSpec || !source) {
    console.error('usage: import.ts TREE VERSION (VERSION is a version of scripts/moodle-api/sources.json)');
    process.exit(2);
  }
  const tree = openTree(treeSpec, source.commit);
  const current = loadApi(version, siteDir);
  const before = previousVersion(version);
  const previous = before ? loadApi(before, siteDir) : undefined;
  const file = notesFile(version);
  const existing = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as UpgradeNotesFile) : undefined;
  const written = new Map((existing?.notes ?? []).map((note) => [`${note.file}:${note.line}`, note]));
  const entries = await coreEntries(tree, version);
  const notes = entries.map((entry): UpgradeNote => {
    const kept = written.get(`${entry.file}:${entry.line}`);
    const apis = kept?.apis ?? candidateNames(entry.text).filter((name) => resolveName(current, name) || (previous && resolveName(previous, name)));
    const keys = [...new Set(entry.text.match(/\bMDL-\d+\b/g) ?? [])];
    return {
      component: entry.component,
      section: entry.section,
      file: entry.file,
      line: entry.line,
      kind: kept?.kind ?? suggestKind(entry.text),
      ...(apis.length && {apis}),
      ...(keys.length && {keys}),
      summary: kept?.summary ?? '',
    };
  });
  const data: UpgradeNotesFile = {$schema: './schema.json', version, notes};
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  const kept = notes.filter((n) => n.summary).length;
  console.log(`${file}: ${notes.length} notes (${kept} with a summary kept, ${notes.length - kept} to write)`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(`upgrade-notes: ${error.message}`);
    process.exit(1);
  });
}
