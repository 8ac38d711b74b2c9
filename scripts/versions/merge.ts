// A three-way merge of one file with git's own merge-file, and where its conflicts stand in the copy.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {findLines, linesOf} from './passage';

export interface Conflict {
  /** 1-based line of the copy where the conflict starts, when it can be told. */
  line: number | null;
  /** What the copy has there, and what master changed. */
  ours: string[];
  base: string[];
  theirs: string[];
}

export interface MergeResult {
  text: string;
  conflicts: Conflict[];
}

/**
 * Applies the change from `base` to `theirs` onto `ours` (git merge-file). The text holds conflict
 * markers when there are conflicts.
 */
export function mergeFile(ours: string, base: string, theirs: string, labels: [string, string, string]): MergeResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backport-'));
  try {
    const files = ['ours', 'base', 'theirs'].map((name, i) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, [ours, base, theirs][i]);
      return file;
    });
    const args = ['merge-file', '-p', '--diff3', '-L', labels[0], '-L', labels[1], '-L', labels[2], ...files];
    let text: string;
    try {
      text = execFileSync('git', args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024});
    } catch (e) {
      // Exit status: the number of conflicts; negative (255 and up) on an error.
      const err = e as {status: number | null; stdout?: string; stderr?: string};
      if (err.status === null || err.status > 127 || err.stdout === undefined) throw new Error(`git merge-file: ${err.stderr ?? String(e)}`);
      text = err.stdout;
    }
    return {text, conflicts: conflictsIn(text, ours)};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** The conflict blocks of merge-file's --diff3 output, placed in the copy (`ours`) where they can be. */
export function conflictsIn(merged: string, ours: string): Conflict[] {
  const oursLines = linesOf(ours);
  const conflicts: Conflict[] = [];
  let section: 'ours' | 'base' | 'theirs' | null = null;
  let current: Conflict | null = null;
  // The lines just before a block, to place a block whose copy side is empty.
  let context: string[] = [];
  for (const line of merged.split('\n')) {
    if (!current && line.startsWith('<<<<<<< ')) {
      current = {line: null, ours: [], base: [], theirs: []};
      section = 'ours';
    } else if (current && line.startsWith('||||||| ')) section = 'base';
    else if (current && line === '=======') section = 'theirs';
    else if (current && line.startsWith('>>>>>>> ')) {
      const own = current.ours.map((l) => l.trimEnd());
      const before = context.slice(-3).map((l) => l.trimEnd());
      const hit = own.some(Boolean) ? findLines(oursLines, own)[0] : undefined;
      const after = hit === undefined && before.length ? findLines(oursLines, before)[0] : undefined;
      current.line = hit !== undefined ? hit + 1 : after !== undefined ? after + before.length + 1 : null;
      conflicts.push(current);
      current = null;
      section = null;
      context = [];
    } else if (current && section) current[section].push(line);
    else context.push(line);
  }
  return conflicts;
}
