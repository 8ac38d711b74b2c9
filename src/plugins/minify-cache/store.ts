import {createHash} from 'node:crypto';
import {mkdir, open, readdir, readFile, rename, rm} from 'node:fs/promises';
import path from 'node:path';

/**
 * Minified code on disk, keyed by a hash of the input, in one file per version: `version` names the
 * minifier and its options, and opening the store deletes the files of other versions. `save` writes what
 * this build asked for, so the file holds one build's worth of code. One file rather than one per script:
 * the browser bundle has 1,600 scripts, and a new file costs this disk about half a millisecond, several
 * times more after a clear (ARCHITECTURE.md).
 */
export class MinifiedStore {
  private readonly used = new Map<string, string>();
  private changed = false;

  private constructor(
    private readonly file: string,
    private readonly stored: Map<string, string>,
  ) {}

  static async open(root: string, version: string): Promise<MinifiedStore> {
    const name = `${hash(version)}.json`;
    const others = (await readdir(root).catch(() => [])).filter((entry) => entry !== name);
    await Promise.all(others.map((entry) => rm(path.join(root, entry), {recursive: true, force: true})));
    await mkdir(root, {recursive: true});
    const file = path.join(root, name);
    const stored = await readFile(file, 'utf8')
      .then((text) => new Map(Object.entries(JSON.parse(text) as Record<string, string>)))
      // None yet, or a file a stopped build left unreadable: minify again.
      .catch(() => new Map<string, string>());
    return new MinifiedStore(file, stored);
  }

  /** The minified code of `input`: from the store, or from `minify`, which `save` then stores. */
  async get(input: string, minify: (input: string) => Promise<string>): Promise<{code: string; hit: boolean}> {
    const key = hash(input);
    const stored = this.stored.get(key);
    if (stored !== undefined) {
      this.used.set(key, stored);
      return {code: stored, hit: true};
    }
    const code = await minify(input);
    this.used.set(key, code);
    this.changed = true;
    return {code, hit: false};
  }

  /** Writes the code asked for since the store was opened, when it differs from what the file holds. */
  async save(): Promise<void> {
    if (!this.changed && this.used.size === this.stored.size) return;
    // Written aside and renamed: a build stopped mid-write must not leave half a file to serve later.
    const partial = `${this.file}.${process.pid}.tmp`;
    // Entry by entry: the bundling's peak memory comes soon after, and the whole store is about 25 MB.
    const out = await open(partial, 'w');
    try {
      let separator = '{';
      for (const [key, code] of this.used) {
        await out.write(`${separator}${JSON.stringify(key)}:${JSON.stringify(code)}`);
        separator = ',';
      }
      await out.write(this.used.size ? '}' : '{}');
    } finally {
      await out.close();
    }
    await rename(partial, this.file);
  }
}

function hash(text: string): string {
  return createHash('sha256').update(text).digest('base64url');
}
