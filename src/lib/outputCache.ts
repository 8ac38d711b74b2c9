import {createHash} from 'node:crypto';
import {constants} from 'node:fs';
import {copyFile, link, mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * What a post-build step wrote in the last build (a folder of the output), kept with a hash of everything
 * the step made it from: a rebuild with the same input takes that folder instead of making it again.
 * Beside it, the step's own note of what it made (figures for the build's log).
 *
 * Files go between the output and the cache as hard links, not copies: a new file costs this disk about
 * half a millisecond, and the symbol index alone has 3,300 (restoring it took 1.7 s copied, 0.06 s
 * linked). So the output and the cache share their files: a step writes new files after `restore` or
 * `store`, never into one of the output's in place. The next build removes the output folder, which
 * leaves the cache's links.
 */
export interface OutputCache<Note> {
  /** Puts the kept folder at `outputPath` when it was made from the same input, and gives its note; else null. */
  restore(outputPath: string): Promise<Note | null>;
  /** Keeps the folder at `outputPath`, made from this input, for the next build. */
  store(outputPath: string, note: Note): Promise<void>;
}

/** A hash of the parts in order, each followed by a NUL, so that texts that join to the same text hash apart. */
export function inputKey(parts: Iterable<string | Uint8Array>): string {
  const digest = createHash('sha256');
  for (const part of parts) digest.update(part).update('\0');
  return digest.digest('base64url');
}

/**
 * Every file of folder `from` at the same place under `to`, which holds none of them yet: a hard link, or a
 * copy where the two are on different file systems (never one written through a link that is there).
 */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, {recursive: true});
  for (const entry of await readdir(from, {withFileTypes: true})) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else await link(source, target).catch(() => copyFile(source, target, constants.COPYFILE_EXCL));
  }
}

/** The key and note of the kept folder; null when there is none, or a stopped build left them unreadable. */
async function readStored<Note>(file: string): Promise<{key: string; note: Note} | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as {key: string; note: Note};
  } catch {
    return null;
  }
}

/** A cache in folder `dir` (its key and note beside it, in `dir.json`), or, with a null dir, one that keeps nothing. */
export function openOutputCache<Note>(dir: string | null, key: string): OutputCache<Note> {
  const keyFile = `${dir}.json`;
  return {
    async restore(outputPath) {
      if (!dir) return null;
      const stored = await readStored<Note>(keyFile);
      if (stored?.key !== key) return null;
      try {
        await linkTree(dir, outputPath);
        return stored.note;
      } catch {
        // A restore that fails half-way is dropped: the step makes its output again.
        await rm(outputPath, {recursive: true, force: true});
        return null;
      }
    },
    async store(outputPath, note) {
      if (!dir) return;
      // The key goes first and comes back last: a build stopped in between leaves none, and the next one makes the output.
      await rm(keyFile, {force: true});
      await rm(dir, {recursive: true, force: true});
      await mkdir(path.dirname(dir), {recursive: true});
      await linkTree(outputPath, dir);
      await writeFile(keyFile, JSON.stringify({key, note}));
    },
  };
}
