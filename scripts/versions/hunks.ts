// Reads the output of `git diff --unified=0`: for each file, its hunks with the lines they removed and
// added. Git finds the changes; this only parses what it printed.

export interface Hunk {
  /** First line of the old text the hunk covers (1-based); for a pure insertion, the line it follows (0 at the top). */
  oldStart: number;
  oldCount: number;
  newStart: number;
  newCount: number;
  removed: string[];
  added: string[];
}

export interface FileDiff {
  /** Path before the change (null for a new file). */
  oldPath: string | null;
  /** Path after the change (null for a deleted file). */
  newPath: string | null;
  hunks: Hunk[];
}

const unquote = (p: string) => (p.startsWith('"') && p.endsWith('"') ? JSON.parse(p) as string : p);

/** `a/docs/x.md` gives `docs/x.md`; `/dev/null` gives null. */
function side(raw: string): string | null {
  const p = unquote(raw.replace(/\t$/, '').trim());
  return p === '/dev/null' ? null : p.replace(/^[ab]\//, '');
}

export function parseDiff(text: string): FileDiff[] {
  const files: FileDiff[] = [];
  let file: FileDiff | null = null;
  let hunk: Hunk | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('diff --git ')) {
      const paths = /^diff --git (?:"?a\/)(.*?)"? (?:"?b\/)(.*?)"?$/.exec(line);
      file = {oldPath: paths?.[1] ?? null, newPath: paths?.[2] ?? null, hunks: []};
      hunk = null;
      files.push(file);
    } else if (!file) {
      continue;
    } else if (hunk === null && line.startsWith('--- ')) {
      file.oldPath = side(line.slice(4));
    } else if (hunk === null && line.startsWith('+++ ')) {
      file.newPath = side(line.slice(4));
    } else if (hunk === null && line.startsWith('new file mode')) {
      file.oldPath = null;
    } else if (hunk === null && line.startsWith('deleted file mode')) {
      file.newPath = null;
    } else if (line.startsWith('@@ ')) {
      const m = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
      if (!m) throw new Error(`unreadable hunk header in git's diff: ${line}`);
      hunk = {oldStart: Number(m[1]), oldCount: m[2] === undefined ? 1 : Number(m[2]), newStart: Number(m[3]), newCount: m[4] === undefined ? 1 : Number(m[4]), removed: [], added: []};
      file.hunks.push(hunk);
    } else if (hunk && line.startsWith('-')) {
      hunk.removed.push(line.slice(1));
    } else if (hunk && line.startsWith('+')) {
      hunk.added.push(line.slice(1));
    }
    // `\ No newline at end of file` and context lines (none with --unified=0) carry nothing we need.
  }
  return files;
}
