import {afterEach, describe, expect, it} from 'vitest';
import {driftReport} from './drift';
import {fixtureRepo, inEveryCopy, type FixtureRepo} from './fixture';
import {parseDiff} from './hunks';
import {findLines, linesOf, locatePassage, passageOf, summarise} from './passage';

const taskPage = `---
title: Task API
---

# Task API

Work that is slow belongs in a task. The Task API runs tasks in the background from cron.

## Scheduled tasks

A scheduled task runs at times its schedule gives, like a cron entry.

\`\`\`php
$task = new \\mod_example\\task\\cleanup();
\`\`\`

## Ad hoc tasks

An ad hoc task runs once, soon after it is queued.
`;

let repo: FixtureRepo | undefined;
afterEach(() => repo?.remove());

describe('parseDiff', () => {
  it("reads git's hunks without context: replacements, insertions and deletions, with their paths", () => {
    const diff = parseDiff(`diff --git a/docs/a.md b/docs/a.md
index 1..2 100644
--- a/docs/a.md
+++ b/docs/a.md
@@ -3 +3 @@ heading
-old line
+new line
@@ -7,0 +8,2 @@
+one
+two
@@ -10,2 +11,0 @@
-gone
--- looks like a header
diff --git a/docs/new.md b/docs/new.md
new file mode 100644
--- /dev/null
+++ b/docs/new.md
@@ -0,0 +1 @@
+hello
`);
    expect(diff).toHaveLength(2);
    expect(diff[0]).toMatchObject({oldPath: 'docs/a.md', newPath: 'docs/a.md'});
    expect(diff[0].hunks).toEqual([
      {oldStart: 3, oldCount: 1, newStart: 3, newCount: 1, removed: ['old line'], added: ['new line']},
      {oldStart: 7, oldCount: 0, newStart: 8, newCount: 2, removed: [], added: ['one', 'two']},
      {oldStart: 10, oldCount: 2, newStart: 11, newCount: 0, removed: ['gone', '-- looks like a header'], added: []},
    ]);
    expect(diff[1]).toMatchObject({oldPath: null, newPath: 'docs/new.md'});
  });
});

describe('passages', () => {
  const old = linesOf(taskPage);

  it('searches for the replaced lines when they are distinctive', () => {
    const passage = passageOf({oldStart: 7, oldCount: 1, newStart: 7, newCount: 1, removed: [], added: []}, old);
    expect(passage.lines).toEqual([old[6]]);
    expect(locatePassage(['intro', '', old[6]], passage)).toEqual([3]);
  });

  it('widens a passage of blank lines or punctuation with the lines around it', () => {
    // Line 15 is the closing code fence: alone it would match any page.
    const passage = passageOf({oldStart: 15, oldCount: 1, newStart: 15, newCount: 1, removed: [], added: []}, old);
    expect(passage.lines.length).toBeGreaterThan(1);
    expect(passage.lines[passage.at]).toBe('```');
    expect(locatePassage(old, passage)).toEqual([15]);
    expect(locatePassage(['```', '```'], passage)).toEqual([]);
  });

  it('anchors an insertion on the lines either side, and gives the line it follows', () => {
    const passage = passageOf({oldStart: 12, oldCount: 0, newStart: 13, newCount: 2, removed: [], added: ['Queue it with the task manager.', '']}, old);
    expect(locatePassage(old, passage)).toEqual([12]);
    // Once the copy has the addition, it reads the new way.
    expect(locatePassage([...old.slice(0, 12), 'Queue it with the task manager.', '', ...old.slice(12)], passage)).toEqual([]);
  });

  it('finds every occurrence of a block of lines', () => {
    expect(findLines(['a', 'b', 'a', 'b'], ['a', 'b'])).toEqual([0, 2]);
    expect(findLines(['a'], [])).toEqual([]);
  });

  it('summarises a change by the words that differ, with a little context', () => {
    const {before, after} = summarise(['The Task API runs tasks in the background from cron, with locking and retries for every task.'], ['The Task API runs the code of tasks in the background from cron, with locking and retries for every task.']);
    expect(before).toBe('The Task API runs tasks in the background from cron,…');
    expect(after).toBe('The Task API runs the code of tasks in the background from cron,…');
  });
});

describe('driftReport on a fixture repository', () => {
  it('lists a master change whose old passage both versions still have, with the line in each copy', () => {
    repo = fixtureRepo(inEveryCopy('apis/task.md', taskPage));
    repo.write('docs/apis/task.md', taskPage.replace('runs tasks in', 'runs the code of tasks in'));
    const hash = repo.commit('Task API: say what runs');
    const {findings, text} = driftReport(repo.root, 'HEAD~1..HEAD');
    expect(findings).toHaveLength(1);
    expect(findings[0].file).toBe('docs/apis/task.md');
    expect(findings[0].stillOld.map((s) => `${s.copy.version} ${s.file}:${s.lines}`)).toEqual([
      '4.2 versioned_docs/version-4.2/apis/task.md:7',
      '4.1 versioned_docs/version-4.1/apis/task.md:7',
    ]);
    expect(text).toContain(`docs/apis/task.md (changed in ${hash})`);
    expect(text).toContain('docs/apis/task.md:7 changed');
    expect(text).toContain('4.2 still reads the old way: versioned_docs/version-4.2/apis/task.md:7');
    expect(text).toContain('    - …in a task. The Task API runs tasks in the background from cron.\n    + …in a task. The Task API runs the code of tasks in the background from cron.\n');
  });

  it('leaves out a copy where the passage already differs, and a version without the page', () => {
    repo = fixtureRepo({
      ...inEveryCopy('apis/task.md', taskPage),
      // 4.1 words the passage its own way; only master and 4.2 have the hooks page.
      'versioned_docs/version-4.1/apis/task.md': taskPage.replace('runs tasks in the background from cron', 'runs tasks from cron (4.1 has no other runner)'),
      'docs/apis/hooks.md': '# Hooks\n\nHooks let plugins extend core without callbacks in lib.php files.\n',
      'versioned_docs/version-4.2/apis/hooks.md': '# Hooks\n\nMoodle 4.2 has no hooks; use the callbacks in lib.php files instead.\n',
    });
    repo.write('docs/apis/task.md', taskPage.replace('runs tasks in', 'runs the code of tasks in'));
    repo.write('docs/apis/hooks.md', '# Hooks\n\nHooks let plugins extend core without callbacks in their lib.php files.\n');
    repo.commit('Task and hooks wording');
    const {findings} = driftReport(repo.root, 'HEAD~1..HEAD');
    expect(findings.map((f) => [f.file, f.stillOld.map((s) => s.copy.version)])).toEqual([['docs/apis/task.md', ['4.2']]]);
  });

  it('lists a change to a version whose old passage master and the other version still have', () => {
    repo = fixtureRepo(inEveryCopy('apis/task.md', taskPage));
    repo.write('versioned_docs/version-4.2/apis/task.md', taskPage.replace('An ad hoc task runs once, soon after it is queued.', 'An ad hoc task runs once, at the next cron run after it is queued.'));
    repo.commit('4.2: when ad hoc tasks run');
    const {findings, text} = driftReport(repo.root, 'HEAD~1..HEAD');
    expect(findings).toHaveLength(1);
    expect(findings[0].copy.version).toBe('4.2');
    expect(findings[0].stillOld.map((s) => `${s.file}:${s.lines}`)).toEqual(['docs/apis/task.md:19', 'versioned_docs/version-4.1/apis/task.md:19']);
    expect(text).toContain('master still reads the old way: docs/apis/task.md:19');
  });

  it('reports nothing once the change is in every copy, and an insertion until the copies have it', () => {
    repo = fixtureRepo(inEveryCopy('apis/task.md', taskPage));
    const added = taskPage.replace('## Ad hoc tasks\n', '## Ad hoc tasks\n\nQueue one with the task manager.\n');
    repo.write('docs/apis/task.md', added);
    repo.commit('Ad hoc tasks: how to queue one');
    expect(driftReport(repo.root, 'HEAD~1..HEAD').findings.map((f) => f.stillOld.map((s) => `${s.file}:${s.lines}`))).toEqual([
      ['versioned_docs/version-4.2/apis/task.md:18', 'versioned_docs/version-4.1/apis/task.md:18'],
    ]);
    repo.write('versioned_docs/version-4.2/apis/task.md', added);
    repo.write('versioned_docs/version-4.1/apis/task.md', added);
    repo.commit('Backport');
    expect(driftReport(repo.root, 'HEAD~2..HEAD').findings).toEqual([]);
  });

  it('compares the commits of a branch with main by default, and uncommitted changes with --worktree', () => {
    repo = fixtureRepo(inEveryCopy('apis/task.md', taskPage));
    repo.git('checkout', '--quiet', '-b', 'wording');
    repo.write('docs/apis/task.md', taskPage.replace('like a cron entry', 'as a cron entry does'));
    repo.commit('Scheduled tasks wording');
    repo.write('docs/apis/task.md', taskPage.replace('like a cron entry', 'as a cron entry does').replace('runs once, soon', 'runs once, as soon as cron can'));
    const branch = driftReport(repo.root, undefined);
    expect(branch.text).toMatch(/^Drift over the commits not on main \(main\.\.\.HEAD\): 1 changed passage in 1 page/);
    expect(branch.findings[0].removed).toEqual(['A scheduled task runs at times its schedule gives, like a cron entry.']);
    const worktree = driftReport(repo.root, '--worktree');
    expect(worktree.findings.map((f) => f.removed)).toEqual([['An ad hoc task runs once, soon after it is queued.']]);
  });

  it('names a range that is not one', () => {
    repo = fixtureRepo(inEveryCopy('apis/task.md', taskPage));
    expect(() => driftReport(repo!.root, 'nosuch..HEAD')).toThrow(/nosuch is not a commit/);
  });
});
