// Test fixture: a temporary git repository with a small docs tree in master and two versions.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface FixtureRepo {
  root: string;
  write(file: string, text: string): void;
  read(file: string): string;
  commit(message: string): string;
  git(...args: string[]): string;
  remove(): void;
}

const env = {...process.env, GIT_AUTHOR_NAME: 'Writer', GIT_AUTHOR_EMAIL: 'writer@example.com', GIT_COMMITTER_NAME: 'Writer', GIT_COMMITTER_EMAIL: 'writer@example.com'};

export function fixtureRepo(files: Record<string, string>, versions = ['4.2', '4.1']): FixtureRepo {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-fixture-'));
  const git = (...args: string[]) => execFileSync('git', args, {cwd: root, env, encoding: 'utf8'});
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  };
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'commit.gpgsign', 'false');
  write('versions.json', JSON.stringify(versions));
  for (const [file, text] of Object.entries(files)) write(file, text);
  git('add', '-A');
  git('commit', '--quiet', '-m', 'Docs in three copies');
  return {
    root,
    write,
    read: (file) => fs.readFileSync(path.join(root, file), 'utf8'),
    commit(message) {
      git('add', '-A');
      git('commit', '--quiet', '-m', message);
      return git('rev-parse', '--short', 'HEAD').trim();
    },
    git,
    remove: () => fs.rmSync(root, {recursive: true, force: true}),
  };
}

/** The same page in master, 4.2 and 4.1. */
export function inEveryCopy(page: string, text: string, versions = ['4.2', '4.1']): Record<string, string> {
  return Object.fromEntries([`docs/${page}`, ...versions.map((v) => `versioned_docs/version-${v}/${page}`)].map((f) => [f, text]));
}
