// Starts the items file of a branch from the old release notes' facts (../shared/data/release-items.csv):
// every release of the branch with its page, the sections in their order and one item per key and
// section, with the kind its section suggests and the advisory address of MSA keys. Summaries are left
// empty, for a writer to restate each tracker title in our own words (the build refuses an empty one),
// and the titles themselves stay out of the file.
//
//   npx tsx scripts/release-items/import.ts 4.2 [app-v3 …]    writes data/release-items/<branch>.json
//
// An existing file is never overwritten: remove it first to start again.
import fs from 'node:fs';
import path from 'node:path';
import {parseCsv} from '../../src/lib/csv';
import {branchOfRelease, type ItemKind, type ItemsFile} from '../../src/plugins/release-items/types';

const siteDir = path.resolve(__dirname, '../..');
const factsFile = path.resolve(siteDir, '../shared/data/release-items.csv');

/** The kind an item's section and key suggest; a writer corrects it from the title. */
export function suggestedKind(section: string, key: string): ItemKind {
  if (key.startsWith('MSA-')) return 'advisory';
  const s = section.toLowerCase();
  if (s.includes('security')) return 'security';
  if (s.includes('accessib')) return 'accessibility';
  if (s.includes('performance')) return 'performance';
  if (s.includes('deprecat')) return 'deprecation';
  if (s.includes('removed') || s.includes('removal')) return 'removal';
  if (s.includes('developer') || s.includes('api')) return 'developer';
  if (/\b(bugs?|fix(es)?)\b/.test(s) && !s.includes('improvement')) return 'fix';
  if (s.includes('task')) return 'task';
  if (s.includes('feature') || s.includes('highlight')) return 'feature';
  return 'improvement';
}

export function skeleton(rows: Record<string, string>[], branch: string): ItemsFile {
  const file: ItemsFile = {$schema: './schema.json', releases: []};
  for (const row of rows) {
    if (branchOfRelease(row.page, row.release) !== branch) continue;
    let release = file.releases.find((r) => r.release === row.release);
    if (!release) file.releases.push((release = {release: row.release, page: row.page, sections: []}));
    let section = release.sections.find((s) => s.title === row.section);
    if (!section) release.sections.push((section = {title: row.section, items: []}));
    // The old notes list a few keys twice under one heading: one item says what both lines said.
    if (section.items.some((item) => item.key === row.key)) continue;
    const keys = row.other_keys.split(/\s+/).filter((k) => k && k !== row.key);
    section.items.push({
      key: row.key,
      kind: suggestedKind(row.section, row.key),
      summary: '',
      ...(keys.length ? {keys: [...new Set(keys)]} : {}),
      ...(row.key.startsWith('MSA-') && row.url ? {url: row.url.replace(/^http:/, 'https:')} : {}),
    });
  }
  return file;
}

if (require.main === module) {
  const branches = process.argv.slice(2);
  if (!branches.length) throw new Error('usage: import.ts BRANCH [BRANCH …]   (4.2, 3.11, app-v3 …)');
  const rows = parseCsv(fs.readFileSync(factsFile, 'utf8'));
  for (const branch of branches) {
    const out = path.join(siteDir, 'data', 'release-items', `${branch}.json`);
    if (fs.existsSync(out)) throw new Error(`${path.relative(siteDir, out)} exists: remove it to start the branch again`);
    const file = skeleton(rows, branch);
    if (!file.releases.length) throw new Error(`${factsFile} has no items for branch ${branch}`);
    fs.writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
    const items = file.releases.reduce((n, r) => n + r.sections.reduce((m, s) => m + s.items.length, 0), 0);
    console.log(`${path.relative(siteDir, out)}: ${file.releases.length} releases, ${items} items to summarise`);
  }
}
