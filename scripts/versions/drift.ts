// Drift report: each passage a range changed in one copy of the docs (master, 4.2, 4.1) that another
// copy of the same page still has as it read before the change. Run: `npm run versions:drift [-- RANGE]`.
import path from 'node:path';
import {commitsTouching, filesAt, rangeDiff, resolveRange, type Range} from './git';
import {parseDiff, type FileDiff} from './hunks';
import {docsCopies, isPage, locate, pathIn, readVersions, type DocsCopy} from './layout';
import {linesOf, locatePassage, passageOf, summarise} from './passage';

export interface StillOld {
  copy: DocsCopy;
  file: string;
  /** 1-based lines where the old passage stands (for an insertion, the line it would follow). */
  lines: number[];
}

export interface Finding {
  /** The copy the change was made in, and the changed file. */
  copy: DocsCopy;
  file: string;
  /** First changed line in the file after the change (for a deletion, the line it was before). */
  line: number;
  removed: string[];
  added: string[];
  /** The other copies of the page that still read the old way. */
  stillOld: StillOld[];
}

export interface Texts {
  /** A file as it was before the range. */
  before(file: string): string | null;
  /** A file at the end of the range. */
  after(file: string): string | null;
}

/** The files the report needs to read, before and after. */
export function filesNeeded(diffs: FileDiff[], copies: DocsCopy[]): {before: string[]; after: string[]} {
  const before: string[] = [];
  const after: string[] = [];
  for (const diff of pageDiffs(diffs, copies)) {
    before.push(diff.oldPath);
    for (const page of diff.pages) for (const other of copies) if (other !== diff.copy) after.push(pathIn(other, page));
  }
  return {before, after};
}

/** The diffs of changed (not added or deleted) pages, with the copy and the page path(s) they belong to. */
function pageDiffs(diffs: FileDiff[], copies: DocsCopy[]) {
  const out: {copy: DocsCopy; oldPath: string; newPath: string; pages: string[]; diff: FileDiff}[] = [];
  for (const diff of diffs) {
    if (!diff.oldPath || !diff.newPath || !isPage(diff.newPath)) continue;
    const now = locate(diff.newPath, copies);
    const then = locate(diff.oldPath, copies);
    if (!now) continue;
    // A renamed page: the other copies may still have it under either name.
    const pages = [...new Set([now.page, ...(then && then.copy === now.copy ? [then.page] : [])])];
    out.push({copy: now.copy, oldPath: diff.oldPath, newPath: diff.newPath, pages, diff});
  }
  return out;
}

/** Every changed passage whose old text another copy of its page still has. */
export function findDrift(diffs: FileDiff[], copies: DocsCopy[], texts: Texts): Finding[] {
  const findings: Finding[] = [];
  for (const {copy, oldPath, newPath, pages, diff} of pageDiffs(diffs, copies)) {
    const old = texts.before(oldPath);
    if (old === null) continue;
    const oldLines = linesOf(old);
    const others = copies
      .filter((c) => c !== copy)
      .map((other) => {
        const file = pages.map((p) => pathIn(other, p)).find((f) => texts.after(f) !== null);
        return file ? {copy: other, file, lines: linesOf(texts.after(file)!)} : null;
      })
      .filter((o) => o !== null);
    for (const hunk of diff.hunks) {
      const passage = passageOf(hunk, oldLines);
      const stillOld = others
        .map((o) => ({copy: o.copy, file: o.file, lines: locatePassage(o.lines, passage)}))
        .filter((o) => o.lines.length > 0);
      if (stillOld.length === 0) continue;
      findings.push({copy, file: newPath, line: Math.max(1, hunk.newCount === 0 ? hunk.newStart + 1 : hunk.newStart), removed: hunk.removed, added: hunk.added, stillOld});
    }
  }
  return findings;
}

const copyName = (copy: DocsCopy) => (copy.version === 'master' ? 'master' : copy.version);

/** The report as text: one block per finding, grouped by file, and a count. */
export function formatDrift(findings: Finding[], rangeLabel: string, commitsOf: (file: string) => string[] = () => []): string {
  const out: string[] = [];
  let file = '';
  for (const f of findings) {
    if (f.file !== file) {
      file = f.file;
      const commits = commitsOf(file);
      out.push('', `${file}${commits.length ? ` (changed in ${commits.join(', ')})` : ''}`);
    }
    const {before, after} = summarise(f.removed, f.added);
    const what = f.removed.length === 0 ? `${f.added.length} line${f.added.length === 1 ? '' : 's'} added` : f.added.length === 0 ? `${f.removed.length} line${f.removed.length === 1 ? '' : 's'} removed` : 'changed';
    out.push(`  ${f.file}:${f.line} ${what}`);
    if (before) out.push(`    - ${before}`);
    if (after) out.push(`    + ${after}`);
    for (const s of f.stillOld) {
      const where = s.lines.map((l) => `${s.file}:${l}`).join(', ');
      out.push(`    ${copyName(s.copy)} still reads the old way: ${where}${f.removed.length === 0 ? ' (the addition would follow this line)' : ''}`);
    }
  }
  const pages = new Set(findings.map((f) => f.file)).size;
  const head =
    findings.length === 0
      ? `Drift over ${rangeLabel}: no changed passage that another copy still reads the old way.`
      : `Drift over ${rangeLabel}: ${findings.length} changed passage${findings.length === 1 ? '' : 's'} in ${pages} page${pages === 1 ? '' : 's'} still read${findings.length === 1 ? 's' : ''} the old way in another copy. Backport them (npm run versions:backport -- RANGE) or leave them if the versions differ there.`;
  return [head, ...out].join('\n');
}

/** The report for a range of the repository at `root`. */
export function driftReport(root: string, rangeArg: string | undefined): {text: string; findings: Finding[]} {
  const copies = docsCopies(readVersions(root));
  const range: Range = resolveRange(root, rangeArg);
  const diffs = parseDiff(rangeDiff(root, range, copies.map((c) => c.dir)));
  const needed = filesNeeded(diffs, copies);
  const before = filesAt(root, range.from, needed.before);
  const after = filesAt(root, range.to, needed.after);
  const findings = findDrift(diffs, copies, {before: (f) => before.get(f) ?? null, after: (f) => after.get(f) ?? null});
  const text = formatDrift(findings, range.label, (file) => commitsTouching(root, range, file));
  return {text, findings};
}

if (process.argv[1] && /versions[/\\]drift\.ts$/.test(process.argv[1])) {
  try {
    const started = performance.now();
    const {text} = driftReport(path.resolve(__dirname, '../..'), process.argv[2]);
    console.log(text);
    console.log(`\n(${Math.round(performance.now() - started)} ms)`);
  } catch (e) {
    console.error(`versions:drift: ${(e as Error).message}`);
    process.exit(1);
  }
}
