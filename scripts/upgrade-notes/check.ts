/**
 * For writers of upgrade notes: compares a version's notes with its release tree.
 *   npx tsx scripts/upgrade-notes/check.ts TREE VERSION
 * Prints the entries of the tree that no note restates, the notes of no entry, the notes without a
 * summary, the summaries that repeat six words in a row of their entry, and the problems the build would
 * report; exits 1 when there are any.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {loadApi, previousVersion} from '../../src/lib/moodle-api/load';
import type {UpgradeNotesFile} from '../../src/lib/upgrade-notes/types';
import {validateNotes} from '../../src/lib/upgrade-notes/validate';
import {readSources} from '../moodle-api/extract';
import {openTree} from '../moodle-api/tree';
import {sharedRun} from '../release-items/compare';
import {coreEntries} from './entries';
import {notesFile} from './import';

/**
 * A text with its code spans and the note's API names replaced by a marker word: names are facts to keep
 * exact, so only the prose around them is compared. Each side has its own marker, so no run spans a name.
 */
export function withoutNames(text: string, apis: string[] = [], marker: string): string {
  let out = text.replace(/`[^`]*`/g, ` ${marker} `);
  for (const name of [...apis].sort((a, b) => b.length - a.length)) {
    const bare = name.replace(/\(\)$/, '');
    out = out.split(bare).join(` ${marker} `);
  }
  return out;
}

async function main(): Promise<void> {
  const [treeSpec, version] = process.argv.slice(2);
  const source = readSources()[version];
  if (!treeSpec || !source) {
    console.error('usage: check.ts TREE VERSION');
    process.exit(2);
  }
  const siteDir = join(__dirname, '../..');
  const data = JSON.parse(readFileSync(notesFile(version), 'utf8')) as UpgradeNotesFile;
  const before = previousVersion(version);
  const problems = validateNotes(data, version, {current: loadApi(version, siteDir), previous: before ? loadApi(before, siteDir) : undefined}).filter((p) => !p.includes('summary'));
  const entries = await coreEntries(openTree(treeSpec, source.commit), version);
  const notes = new Map(data.notes.map((note) => [`${note.file}:${note.line}`, note]));
  const missing = entries.filter((entry) => !notes.has(`${entry.file}:${entry.line}`));
  const ids = new Set(entries.map((entry) => `${entry.file}:${entry.line}`));
  const orphans = data.notes.filter((note) => !ids.has(`${note.file}:${note.line}`));
  const unwritten = data.notes.filter((note) => !note.summary.trim());
  const copied = entries.flatMap((entry) => {
    const note = notes.get(`${entry.file}:${entry.line}`);
    const run = note?.summary && sharedRun(withoutNames(note.summary, note.apis, 'summaryname'), withoutNames(entry.text, note.apis, 'entryname'));
    return run ? [`${entry.file}:${entry.line} repeats "${run}"`] : [];
  });
  console.log(`${version}: ${entries.length} entries in the tree, ${data.notes.length} notes; ${missing.length} entries missing from the data, ${orphans.length} notes of no entry, ${unwritten.length} without a summary, ${copied.length} repeating six words of their entry, ${problems.length} other problems`);
  for (const line of [
    ...missing.map((e) => `missing: ${e.file}:${e.line}`),
    ...orphans.map((n) => `no such entry: ${n.file}:${n.line}`),
    ...unwritten.map((n) => `no summary: ${n.file}:${n.line}`),
    ...copied,
    ...problems,
  ].slice(0, 80)) {
    console.log(`  ${line}`);
  }
  process.exit(missing.length + orphans.length + unwritten.length + copied.length + problems.length ? 1 : 0);
}

if (require.main === module) main().catch((error) => {
  console.error(`upgrade-notes: ${error.message}`);
  process.exit(1);
});
