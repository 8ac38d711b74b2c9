// Backport: applies a master change (a commit or a range) to the same page in each frozen version, with a
// three-way merge (git merge-file), where the copy reads as master did. A copy where the change does not
// merge cleanly is left as it is and listed. Run: `npm run versions:backport -- COMMIT|RANGE [--dry-run]`.
import fs from 'node:fs';
import path from 'node:path';
import {filesAt, rangeDiff, resolveRange, type Range} from './git';
import {parseDiff} from './hunks';
import {docsCopies, isPage, locate, pathIn, readVersions, type DocsCopy} from './layout';
import {mergeFile, type Conflict} from './merge';
import {factsToCheck, type BranchFacts, type FormerName, type SymbolLookup} from './facts';
import {readBranchFacts, readFormerNames, readMasterVersion, readSymbols} from './site-facts';
import {summarise} from './passage';

export interface CopyOutcome {
  copy: DocsCopy;
  /** The copy's file, or null when the version has no such page. */
  file: string | null;
  status: 'applied' | 'in-step' | 'not-applied' | 'no-page';
  conflicts: Conflict[];
  /** Facts the writer must check in the copy. */
  checks: string[];
  /** The copy's text with the change, when it applied. */
  text?: string;
}

export interface PageOutcome {
  /** The master file. */
  file: string;
  kind: 'changed' | 'added' | 'deleted';
  copies: CopyOutcome[];
}

export interface Backport {
  range: Range;
  pages: PageOutcome[];
  /** Other files of master the range changed (images, categories, tags): not handled. */
  others: string[];
}

export interface Facts {
  branches: BranchFacts[];
  symbols: SymbolLookup;
  masterVersion: string | null;
  formerName?: FormerName;
}

/** What the backport of a range would do to each copy; reads the copies from the working tree. */
export function planBackport(root: string, range: Range, facts: Facts): Backport {
  const copies = docsCopies(readVersions(root));
  const [master, ...older] = copies;
  const diffs = parseDiff(rangeDiff(root, range, [master.dir]));
  const pages: PageOutcome[] = [];
  const others: string[] = [];
  const changed = diffs.filter((d) => isPage(d.newPath ?? d.oldPath ?? ''));
  const before = filesAt(root, range.from, changed.flatMap((d) => (d.oldPath ? [d.oldPath] : [])));
  const after = filesAt(root, range.to, changed.flatMap((d) => (d.newPath ? [d.newPath] : [])));
  for (const diff of diffs) {
    const file = diff.newPath ?? diff.oldPath!;
    if (!isPage(file)) {
      others.push(file);
      continue;
    }
    if (!diff.oldPath || !diff.newPath) {
      pages.push({file, kind: diff.oldPath ? 'deleted' : 'added', copies: []});
      continue;
    }
    const base = before.get(diff.oldPath);
    const theirs = after.get(diff.newPath);
    if (base == null || theirs == null) throw new Error(`${file}: git listed a change it has no text for`);
    const pageNames = [...new Set([locate(diff.newPath, copies)!.page, locate(diff.oldPath, copies)?.page].filter((p) => p !== undefined))];
    const added = diff.hunks.flatMap((h) => h.added);
    const outcomes = older.map((copy): CopyOutcome => {
      const target = pageNames.map((p) => pathIn(copy, p)).find((f) => fs.existsSync(path.join(root, f)));
      if (!target) return {copy, file: null, status: 'no-page', conflicts: [], checks: []};
      const ours = fs.readFileSync(path.join(root, target), 'utf8');
      const merged = mergeFile(ours, base, theirs, [target, `${diff.oldPath} before`, `${diff.newPath} after`]);
      if (merged.conflicts.length === 0 && merged.text === ours) return {copy, file: target, status: 'in-step', conflicts: [], checks: []};
      const checks = factsToCheck(added, copy.version, facts);
      if (merged.conflicts.length) return {copy, file: target, status: 'not-applied', conflicts: merged.conflicts, checks};
      return {copy, file: target, status: 'applied', conflicts: [], checks, text: merged.text};
    });
    pages.push({file, kind: 'changed', copies: outcomes});
  }
  return {range, pages, others};
}

/** Writes the copies the change applied to. */
export function applyBackport(root: string, backport: Backport): string[] {
  const written: string[] = [];
  for (const page of backport.pages) {
    for (const c of page.copies) {
      if (c.status === 'applied' && c.file && c.text !== undefined) {
        fs.writeFileSync(path.join(root, c.file), c.text);
        written.push(c.file);
      }
    }
  }
  return written;
}

function describeConflict(c: Conflict, file: string): string[] {
  const {before: copyText} = summarise(c.ours, [], 90);
  const {before: masterBefore, after: masterAfter} = summarise(c.base, c.theirs, 90);
  return [
    `      at ${file}${c.line ? `:${c.line}` : ''}: the copy reads ${copyText ? `"${copyText}"` : 'nothing there'}`,
    `        master changed ${masterBefore ? `"${masterBefore}"` : 'nothing'} to ${masterAfter ? `"${masterAfter}"` : 'nothing'}`,
  ];
}

/** The report: each page, what happened in each copy, and what the writer must still do. */
export function formatBackport(backport: Backport, dryRun: boolean): string {
  const out: string[] = [`Backport of ${backport.range.label} from master${dryRun ? ' (dry run: no file written)' : ''}`];
  const todo: string[] = [];
  const verb = dryRun ? 'would apply' : 'applied';
  for (const page of backport.pages) {
    out.push('', page.file);
    if (page.kind !== 'changed') {
      out.push(`  ${page.kind === 'added' ? 'a new page' : 'deleted'} in master: not backported`);
      todo.push(`${page.file}: ${page.kind === 'added' ? 'new in master; copy it to the versions that have the feature' : 'deleted in master; delete the copies if the versions lose it too'}`);
      continue;
    }
    for (const c of page.copies) {
      if (c.status === 'no-page') out.push(`  ${c.copy.version}: no such page in this version, skipped`);
      else if (c.status === 'in-step') out.push(`  ${c.copy.version}: already reads as master does: ${c.file}`);
      else if (c.status === 'applied') out.push(`  ${c.copy.version}: ${verb} to ${c.file}`);
      else {
        out.push(`  ${c.copy.version}: NOT APPLIED, ${c.conflicts.length} conflict${c.conflicts.length === 1 ? '' : 's'}; ${c.file} is left as it was`);
        for (const conflict of c.conflicts) out.push(...describeConflict(conflict, c.file!));
        todo.push(`${c.file}: make the change by hand where the copy's text allows it, or leave it`);
      }
      for (const check of c.checks) out.push(`      check: ${check}`);
      if (c.status === 'applied' && c.checks.length) todo.push(`${c.file}: check the ${c.checks.length === 1 ? 'fact' : `${c.checks.length} facts`} listed above`);
    }
  }
  if (backport.others.length) {
    out.push('', `Other files of master in the range, not backported: ${backport.others.join(', ')}`);
  }
  const applied = backport.pages.flatMap((p) => p.copies).filter((c) => c.status === 'applied').length;
  const notApplied = backport.pages.flatMap((p) => p.copies).filter((c) => c.status === 'not-applied').length;
  out.push('', `${applied} cop${applied === 1 ? 'y' : 'ies'} ${verb === 'applied' ? 'changed' : 'would change'}, ${notApplied} not applied.`);
  if (todo.length) out.push('Before you commit:', ...todo.map((t) => `  - ${t}`));
  if (applied && !dryRun) out.push('Review the result with `git diff -- versioned_docs`, then build: links in a copy resolve inside that copy.');
  return out.join('\n');
}

export function main(argv: string[], root: string): string {
  const dryRun = argv.includes('--dry-run');
  const args = argv.filter((a) => a !== '--dry-run');
  if (args.length !== 1) throw new Error('usage: npm run versions:backport -- COMMIT|RANGE|--worktree [--dry-run]');
  const range = resolveRange(root, args[0]);
  const masterVersion = readMasterVersion(root);
  const facts = {branches: readBranchFacts(root), symbols: readSymbols(root), masterVersion, formerName: readFormerNames(root, masterVersion)};
  const backport = planBackport(root, range, facts);
  if (!dryRun) applyBackport(root, backport);
  return formatBackport(backport, dryRun);
}

if (process.argv[1] && /versions[/\\]backport\.ts$/.test(process.argv[1])) {
  try {
    console.log(main(process.argv.slice(2), path.resolve(__dirname, '../..')));
  } catch (e) {
    console.error(`versions:backport: ${(e as Error).message}`);
    process.exit(1);
  }
}
