// The git commands the version tools run. Diffs, merges and file versions all come from git itself.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export function git(root: string, args: string[]): string {
  try {
    return execFileSync('git', args, {cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe']});
  } catch (e) {
    const err = e as {stderr?: string; message: string};
    throw new Error(`git ${args.join(' ')}: ${(err.stderr || err.message).trim()}`);
  }
}

/** What the tools compare: the text before (`from`) and after (`to`, or the working tree). */
export interface Range {
  from: string;
  /** A commit, or null for the working tree. */
  to: string | null;
  /** How the report names the range. */
  label: string;
}

const isCommit = (root: string, rev: string) => {
  try {
    git(root, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);
    return true;
  } catch {
    return false;
  }
};

/**
 * A range from the command line: `A..B`, `A...B` (from their merge base), one commit (the change it
 * made), `--worktree` (uncommitted changes), or nothing: the commits of this branch that are not on
 * main.
 */
export function resolveRange(root: string, arg: string | undefined): Range {
  if (arg === '--worktree') return {from: 'HEAD', to: null, label: 'uncommitted changes'};
  if (!arg) {
    const main = ['main', 'origin/main'].find((b) => isCommit(root, b));
    if (!main) throw new Error('no branch main or origin/main to compare with: give a range such as HEAD~5..HEAD');
    const base = git(root, ['merge-base', main, 'HEAD']).trim();
    return {from: base, to: 'HEAD', label: `the commits not on ${main} (${main}...HEAD)`};
  }
  const three = /^(.*?)\.\.\.(.*)$/.exec(arg);
  const two = /^(.*?)\.\.(.*)$/.exec(arg);
  let from: string;
  let to: string;
  if (three) {
    to = three[2] || 'HEAD';
    from = git(root, ['merge-base', three[1] || 'HEAD', to]).trim();
  } else if (two) {
    from = two[1] || 'HEAD';
    to = two[2] || 'HEAD';
  } else {
    from = `${arg}^`;
    to = arg;
  }
  for (const rev of [from, to]) {
    if (!isCommit(root, rev)) throw new Error(`${rev} is not a commit in ${root}`);
  }
  return {from, to, label: arg};
}

/** The diff of the range, without context lines, for the given folders. */
export function rangeDiff(root: string, range: Range, dirs: string[]): string {
  const revs = range.to ? [range.from, range.to] : [range.from];
  return git(root, ['-c', 'core.quotePath=false', 'diff', '--no-color', '--no-ext-diff', '--unified=0', '--find-renames', ...revs, '--', ...dirs]);
}

/**
 * Files' texts at a commit (or in the working tree when rev is null), null for a file it does not
 * have. One `git cat-file --batch` for all of them.
 */
export function filesAt(root: string, rev: string | null, files: string[]): Map<string, string | null> {
  const texts = new Map<string, string | null>();
  if (rev === null) {
    for (const file of files) {
      const full = path.join(root, file);
      texts.set(file, fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null);
    }
    return texts;
  }
  const unique = [...new Set(files)];
  if (unique.length === 0) return texts;
  const out = execFileSync('git', ['cat-file', '--batch'], {cwd: root, input: unique.map((f) => `${rev}:${f}\n`).join(''), maxBuffer: 1024 * 1024 * 1024});
  let at = 0;
  for (const file of unique) {
    const eol = out.indexOf(10, at);
    const header = out.subarray(at, eol).toString('utf8');
    at = eol + 1;
    // `<sha> <type> <size>` and the object, or `<name> missing`.
    const found = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
    if (!found) {
      texts.set(file, null);
      continue;
    }
    const size = Number(found[2]);
    texts.set(file, found[1] === 'blob' ? out.subarray(at, at + size).toString('utf8') : null);
    at += size + 1;
  }
  return texts;
}

export const fileAt = (root: string, rev: string | null, file: string): string | null => filesAt(root, rev, [file]).get(file) ?? null;

/** Short hashes of the range's commits that touched a file, oldest first. */
export function commitsTouching(root: string, range: Range, file: string): string[] {
  if (!range.to) return [];
  return git(root, ['log', '--reverse', '--format=%h', `${range.from}..${range.to}`, '--', file]).split('\n').filter(Boolean);
}
