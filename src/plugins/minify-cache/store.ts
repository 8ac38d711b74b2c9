import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * Minified code on disk, one file per input, keyed by a hash of the input. `version` names the
 * minifier and its options: a store of another version is deleted when this one opens, and `prune`
 * deletes what the last build did not use, so the folder holds one build's worth of code.
 */
export class MinifiedStore {
  private readonly used = new Set<string>();

  private constructor(private readonly dir: string) {}

  static async open(root: string, version: string): Promise<MinifiedStore> {
    const name = hash(version);
    const others = (await readdir(root).catch(() => [])).filter((entry) => entry !== name);
    await Promise.all(others.map((entry) => rm(path.join(root, entry), {recursive: true, force: true})));
    const dir = path.join(root, name);
    await mkdir(dir, {recursive: true});
    return new MinifiedStore(dir);
  }

  /** The minified code of `input`: from the store, or from `minify`, which is then stored. */
  async get(input: string, minify: (input: string) => Promise<string>): Promise<{code: string; hit: boolean}> {
    const key = hash(input);
    this.used.add(`${key}.js`);
    const file = path.join(this.dir, `${key}.js`);
    const stored = await readFile(file, 'utf8').catch(() => null);
    if (stored !== null) return {code: stored, hit: true};
    const code = await minify(input);
    // Written aside and renamed: a build stopped mid-write must not leave half a file to serve later.
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, code);
    await rename(partial, file);
    return {code, hit: false};
  }

  /** Deletes the code of inputs not asked for since the store was opened. */
  async prune(): Promise<void> {
    const stale = (await readdir(this.dir)).filter((entry) => !this.used.has(entry));
    // Partial files of a stopped build are stale too: their names never match a used key.
    await Promise.all(stale.map((entry) => rm(path.join(this.dir, entry), {force: true})));
  }
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
