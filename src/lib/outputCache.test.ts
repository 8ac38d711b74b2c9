import {mkdir, mkdtemp, readFile, rm, stat, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {inputKey, openOutputCache} from './outputCache';

describe('openOutputCache', () => {
  let dir: string;
  let cacheDir: string;
  const output = (name: string) => path.join(dir, name, 'pagefind');
  /** An output folder: a file at the top and one in a folder. */
  async function writeOutput(at: string, text: string) {
    await mkdir(path.join(at, 'fragment'), {recursive: true});
    await writeFile(path.join(at, 'pagefind-entry.json'), text);
    await writeFile(path.join(at, 'fragment/en_1.pf_fragment'), `fragment of ${text}`);
  }
  const read = (at: string, file: string) => readFile(path.join(at, file), 'utf8');
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'output-cache-'));
    cacheDir = path.join(dir, 'cache/index');
  });
  afterEach(() => rm(dir, {recursive: true, force: true}));

  it('puts the kept folder, every file of it, and gives its note for the same key', async () => {
    expect(await openOutputCache(cacheDir, 'k1').restore(output('first'))).toBeNull();
    await writeOutput(output('first'), 'index 1');
    await openOutputCache(cacheDir, 'k1').store(output('first'), {pages: 2});

    expect(await openOutputCache(cacheDir, 'k1').restore(output('second'))).toEqual({pages: 2});
    expect(await read(output('second'), 'pagefind-entry.json')).toBe('index 1');
    expect(await read(output('second'), 'fragment/en_1.pf_fragment')).toBe('fragment of index 1');
  });

  it('keeps the folder of the last store only, and copies nothing for another key', async () => {
    await writeOutput(output('first'), 'index 1');
    await openOutputCache(cacheDir, 'k1').store(output('first'), 1);
    await mkdir(output('second'), {recursive: true});
    await writeFile(path.join(output('second'), 'pagefind-entry.json'), 'index 2');
    await openOutputCache(cacheDir, 'k2').store(output('second'), 2);

    expect(await openOutputCache(cacheDir, 'k1').restore(output('third'))).toBeNull();
    expect(await openOutputCache(cacheDir, 'k2').restore(output('fourth'))).toBe(2);
    expect(await read(output('fourth'), 'pagefind-entry.json')).toBe('index 2');
    // The first folder's fragment went with it.
    await expect(read(output('fourth'), 'fragment/en_1.pf_fragment')).rejects.toThrow(/ENOENT/);
  });

  it('links the files rather than copying them, and an output removed or stored over leaves the others whole', async () => {
    await writeOutput(output('first'), 'index 1');
    await openOutputCache(cacheDir, 'k1').store(output('first'), 1);
    await openOutputCache(cacheDir, 'k1').restore(output('second'));
    const entry = 'pagefind-entry.json';
    expect((await stat(path.join(output('second'), entry))).ino).toBe((await stat(path.join(cacheDir, entry))).ino);

    // The next build removes its output folder, then keeps another index: the earlier outputs keep theirs.
    await rm(output('first'), {recursive: true});
    expect(await openOutputCache(cacheDir, 'k1').restore(output('third'))).toBe(1);
    await writeOutput(output('fourth'), 'index 2');
    await openOutputCache(cacheDir, 'k2').store(output('fourth'), 2);
    expect(await read(output('second'), entry)).toBe('index 1');
    expect(await read(output('third'), 'fragment/en_1.pf_fragment')).toBe('fragment of index 1');
    expect(await openOutputCache(cacheDir, 'k2').restore(output('fifth'))).toBe(2);
    expect(await read(output('fifth'), entry)).toBe('index 2');
  });

  it('keeps nothing without a folder', async () => {
    await writeOutput(output('first'), 'index 1');
    await openOutputCache(null, 'k1').store(output('first'), 1);
    expect(await openOutputCache(null, 'k1').restore(output('second'))).toBeNull();
  });

  it('makes the output again when the kept note is unreadable', async () => {
    await writeOutput(output('first'), 'index 1');
    await openOutputCache(cacheDir, 'k1').store(output('first'), 1);
    await writeFile(`${cacheDir}.json`, '{"key": "k1", "no');
    expect(await openOutputCache(cacheDir, 'k1').restore(output('second'))).toBeNull();
  });
});

describe('inputKey', () => {
  it('changes with any part and with the order of parts, and tells apart parts that join to the same text', () => {
    const key = inputKey(['v1', '/docs/apis', '<main>APIs</main>']);
    expect(inputKey(['v1', '/docs/apis', '<main>APIs</main>'])).toBe(key);
    expect(inputKey(['v2', '/docs/apis', '<main>APIs</main>'])).not.toBe(key);
    expect(inputKey(['v1', '<main>APIs</main>', '/docs/apis'])).not.toBe(key);
    expect(inputKey(['/a', 'bc'])).not.toBe(inputKey(['/ab', 'c']));
  });
});
