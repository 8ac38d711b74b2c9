// For writers of release items: validates the items files and compares them with the facts table.
//
//   npx tsx scripts/release-items/check.ts [BRANCH …]     (4.2, 3.11, app-v3; all files when none)
//
// Prints the problems of each file (an empty summary is one), the keys missing from their release and
// the summaries that repeat six or more words of their tracker title; exits 1 when there are any.
import fs from 'node:fs';
import path from 'node:path';
import {validateItemsFile} from '../../src/plugins/release-items/validate';
import {itemsDir, itemsFiles} from '../../src/plugins/release-items/load';
import {branchOfRelease, type ItemsFile, type ReleaseItems} from '../../src/plugins/release-items/types';
import {compare, readFacts} from './compare';

const siteDir = path.resolve(__dirname, '../..');
const wanted = process.argv.slice(2);
const files = wanted.length ? wanted.map((b) => path.join(siteDir, itemsDir, `${b}.json`)) : itemsFiles(siteDir);
const facts = readFacts();
let problems = 0;
for (const file of files) {
  const branch = path.basename(file, '.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as ItemsFile;
  const errors = validateItemsFile(data, branch);
  const releases = new Map<string, ReleaseItems>(data.releases.map((r) => [r.release, r]));
  const result = compare(facts, releases, (f) => branchOfRelease(f.page, f.release) === branch);
  const lines = [...errors, ...result.missing.map((m) => `missing: ${m}`), ...result.copied.map((c) => `repeats its title: ${c}`)];
  problems += lines.length;
  console.log(`${path.relative(siteDir, file)}: ${result.facts} facts, ${result.missing.length} missing, ${result.copied.length} repeating a title, ${errors.length} invalid`);
  for (const line of lines.slice(0, 60)) console.log(`  ${line}`);
  if (lines.length > 60) console.log(`  … and ${lines.length - 60} more`);
}
process.exit(problems ? 1 : 0);
