import fs from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {openFileStore} from './fileStore';

describe('openFileStore', () => {
  let dir: string;
  let storeDir: string;
  const out = (build: string, name: string) => {
    fs.mkdirSync(path.join(dir, build), {recursive: true});
    return path.join(dir, build, name);
  };
  const inode = (file: string) => fs.statSync(file).ino;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(tmpdir(), 'file-store-'));
    storeDir = path.join(dir, 'cache/files');
  });
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('links a text it kept in an earlier build instead of writing it again', () => {
    const first = openFileStore(storeDir);
    first.put(out('one', 'a.md'), '# A');
    first.put(out('one', 'b.md'), '# B');
    first.prune();

    // The next build removes its output, then puts the same texts.
    fs.rmSync(path.join(dir, 'one'), {recursive: true});
    const second = openFileStore(storeDir);
    second.put(out('two', 'a.md'), '# A');
    second.put(out('two', 'b.md'), '# B changed');
    expect(fs.readFileSync(out('two', 'a.md'), 'utf8')).toBe('# A');
    expect(fs.readFileSync(out('two', 'b.md'), 'utf8')).toBe('# B changed');
    const kept = fs.readdirSync(storeDir).map((name) => inode(path.join(storeDir, name)));
    expect(kept).toContain(inode(out('two', 'a.md')));
    expect(kept).toContain(inode(out('two', 'b.md')));
  });

  it('keeps only the texts of the last build', () => {
    const first = openFileStore(storeDir);
    first.put(out('one', 'a.md'), '# A');
    first.put(out('one', 'b.md'), '# B');
    first.prune();
    const second = openFileStore(storeDir);
    second.put(out('two', 'a.md'), '# A');
    second.prune();
    expect(fs.readdirSync(storeDir)).toHaveLength(1);
    // What the earlier build put stays whole: its files are its own links.
    expect(fs.readFileSync(out('one', 'b.md'), 'utf8')).toBe('# B');
  });

  it('writes a file of its own over one already there, leaving the kept text as it was', () => {
    const store = openFileStore(storeDir);
    const target = out('one', 'a.md');
    store.put(target, '# A');
    store.put(target, '# A again');
    expect(fs.readFileSync(target, 'utf8')).toBe('# A again');
    const kept = fs.readdirSync(storeDir).map((name) => fs.readFileSync(path.join(storeDir, name), 'utf8'));
    expect(kept.sort()).toEqual(['# A', '# A again']);
  });

  it('writes every file and keeps none without a folder', () => {
    const store = openFileStore(null);
    store.put(out('one', 'a.md'), '# A');
    store.prune();
    expect(fs.readFileSync(out('one', 'a.md'), 'utf8')).toBe('# A');
    expect(fs.existsSync(path.join(dir, 'cache'))).toBe(false);
  });
});
