import {execFileSync, spawn} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

/** A Moodle source tree: a checked-out folder, or a commit of a git directory read without a work tree. */
export interface Tree {
  /** Every file path, relative to the tree's root, with `/` separators, sorted. */
  paths: string[];
  /** The commit the tree was read from, when it is a git directory. */
  commit?: string;
  read(path: string): string | undefined;
  /** Reads many files at once: one `git cat-file` process for a git directory instead of one per file. */
  readMany(paths: string[]): Promise<Map<string, string>>;
}

function isGitDir(path: string): boolean {
  return existsSync(join(path, 'HEAD')) && existsSync(join(path, 'objects'));
}

function walk(root: string, dir: string, out: string[]): void {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (entry.name === '.git' || entry.name === 'node_modules') continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(root, full, out);
    else if (entry.isFile()) out.push(relative(root, full).split(sep).join('/'));
  }
}

function folderTree(root: string): Tree {
  const paths: string[] = [];
  walk(root, root, paths);
  paths.sort();
  const read = (path: string) => {
    const full = join(root, path);
    return existsSync(full) && statSync(full).isFile() ? readFileSync(full, 'utf8') : undefined;
  };
  return {
    paths,
    read,
    async readMany(list) {
      return new Map(list.map((path) => [path, read(path) ?? '']));
    },
  };
}

/** Streams blobs through one `git cat-file --batch`: a tree of 25,000 files reads in seconds. */
function catFiles(gitDir: string, commit: string, paths: string[]): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['--git-dir', gitDir, 'cat-file', '--batch'], {stdio: ['pipe', 'pipe', 'inherit']});
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`git cat-file exited with ${code} in ${gitDir}`));
      const all = Buffer.concat(chunks);
      const files = new Map<string, string>();
      let at = 0;
      for (const path of paths) {
        const eol = all.indexOf(10, at);
        const header = all.subarray(at, eol).toString();
        const size = Number(header.split(' ')[2]);
        if (header.endsWith('missing') || Number.isNaN(size)) throw new Error(`${commit}:${path} is missing (${header})`);
        files.set(path, all.subarray(eol + 1, eol + 1 + size).toString('utf8'));
        at = eol + 1 + size + 1;
      }
      resolve(files);
    });
    child.stdin.end(paths.map((path) => `${commit}:${path}\n`).join(''));
  });
}

function gitTree(gitDir: string, rev: string): Tree {
  const git = (...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args], {encoding: 'utf8', maxBuffer: 1 << 28});
  const commit = git('rev-parse', `${rev}^{commit}`).trim();
  const paths = git('ls-tree', '-r', '--name-only', '-z', commit).split('\0').filter(Boolean).sort();
  const known = new Set(paths);
  return {
    paths,
    commit,
    read: (path) => (known.has(path) ? git('show', `${commit}:${path}`) : undefined),
    readMany: (list) => catFiles(gitDir, commit, list),
  };
}

/** Opens a folder or a git directory (`path` or `path@commit`; a git directory alone reads `defaultRev`). */
export function openTree(spec: string, defaultRev = 'HEAD'): Tree {
  const at = spec.lastIndexOf('@');
  const [path, rev] = at > 0 && isGitDir(spec.slice(0, at)) ? [spec.slice(0, at), spec.slice(at + 1)] : [spec, defaultRev || 'HEAD'];
  if (!existsSync(path)) throw new Error(`no Moodle tree at ${path}`);
  return isGitDir(path) ? gitTree(path, rev) : folderTree(path);
}
