import fs from 'node:fs';
import path from 'node:path';
import {hash} from './pageCache';

/**
 * Text files a build step writes, kept between builds under a hash of their text and put into the output
 * as hard links: a rebuild links a file it wrote before rather than writing a new one, which costs this
 * disk about half a millisecond a file (the Markdown twins are 1,428). The output and the store share
 * those files, so nothing may write into a file of the output in place.
 */
export interface FileStore {
  /** Puts `text` at `out`, which must not exist yet. */
  put(out: string, text: string): void;
  /** Removes the kept files that this build did not put. */
  prune(): void;
}

/** A store in folder `dir`, or, with a null dir, one that writes every file and keeps none. */
export function openFileStore(dir: string | null): FileStore {
  if (!dir) return {put: (out, text) => fs.writeFileSync(out, text), prune: () => {}};
  fs.mkdirSync(dir, {recursive: true});
  const kept = new Set(fs.readdirSync(dir));
  const used = new Set<string>();
  return {
    put(out, text) {
      const name = `${hash(text)}.txt`;
      const file = path.join(dir, name);
      if (!kept.has(name)) {
        // Written aside and renamed: a build stopped mid-write leaves no partial file under a hash.
        const partial = `${file}.${process.pid}.tmp`;
        fs.writeFileSync(partial, text);
        fs.renameSync(partial, file);
        kept.add(name);
      }
      used.add(name);
      try {
        fs.linkSync(file, out);
      } catch {
        // Another file system than the store's, or a file already there: a file of its own, never written
        // through a link into the store.
        fs.rmSync(out, {force: true});
        fs.writeFileSync(out, text);
      }
    },
    prune() {
      for (const name of kept) if (!used.has(name)) fs.rmSync(path.join(dir, name), {force: true});
    },
  };
}
