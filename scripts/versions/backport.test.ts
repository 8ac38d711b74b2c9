import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {applyBackport, formatBackport, main, planBackport, type Facts} from './backport';
import {resolveRange} from './git';
import {fixtureRepo, inEveryCopy, type FixtureRepo} from './fixture';

const lockPage = `# Lock API

Locks keep two processes from working on the same thing at once.

## Getting a lock

Ask the lock factory for a lock, then release it when the work is done.

\`\`\`php
$factory = \\core\\lock\\lock_config::get_lock_factory('mod_example');
$lock = $factory->get_lock('cleanup', 10);
\`\`\`

## Timeouts

A lock request waits up to the timeout, in seconds, and then gives up.
`;

const noFacts: Facts = {branches: [], symbols: () => undefined, masterVersion: null};

let repo: FixtureRepo | undefined;
afterEach(() => repo?.remove());

const backport = (arg: string, facts = noFacts) => planBackport(repo!.root, resolveRange(repo!.root, arg), facts);

describe('backport on a fixture repository', () => {
  it('applies a one-line master fix to both versions where they read as master did', () => {
    repo = fixtureRepo(inEveryCopy('apis/lock.md', lockPage));
    // Each version has its own wording elsewhere in the page: the merge keeps it.
    repo.write('versioned_docs/version-4.1/apis/lock.md', lockPage.replace('# Lock API', '# Lock API (4.1)'));
    repo.commit('4.1 title');
    repo.write('docs/apis/lock.md', lockPage.replace('and then gives up.', 'and then returns false.'));
    const fix = repo.commit('Lock API: what a timed-out request returns');

    const plan = backport(fix);
    expect(plan.pages.map((p) => [p.file, p.copies.map((c) => c.status)])).toEqual([['docs/apis/lock.md', ['applied', 'applied']]]);
    expect(applyBackport(repo.root, plan)).toEqual(['versioned_docs/version-4.2/apis/lock.md', 'versioned_docs/version-4.1/apis/lock.md']);
    expect(repo.read('versioned_docs/version-4.2/apis/lock.md')).toBe(repo.read('docs/apis/lock.md'));
    expect(repo.read('versioned_docs/version-4.1/apis/lock.md')).toBe(lockPage.replace('# Lock API', '# Lock API (4.1)').replace('and then gives up.', 'and then returns false.'));
    expect(formatBackport(plan, false)).toContain('  4.2: applied to versioned_docs/version-4.2/apis/lock.md\n  4.1: applied to versioned_docs/version-4.1/apis/lock.md');
    // Run again: both copies already read as master does.
    expect(backport(fix).pages[0].copies.map((c) => c.status)).toEqual(['in-step', 'in-step']);
  });

  it('leaves a copy untouched where the passage differs, lists the conflict, and still applies the other', () => {
    const ownWording = lockPage.replace('A lock request waits up to the timeout, in seconds, and then gives up.', 'In 4.1 a lock request waits up to the timeout and then throws an exception.');
    repo = fixtureRepo({...inEveryCopy('apis/lock.md', lockPage), 'versioned_docs/version-4.1/apis/lock.md': ownWording});
    repo.write('docs/apis/lock.md', lockPage.replace('and then gives up.', 'and then returns false.'));
    const fix = repo.commit('Lock API: what a timed-out request returns');
    const before = fs.readFileSync(path.join(repo.root, 'versioned_docs/version-4.1/apis/lock.md'));

    const report = main([fix], repo.root);
    expect(repo.read('versioned_docs/version-4.2/apis/lock.md')).toContain('and then returns false.');
    expect(fs.readFileSync(path.join(repo.root, 'versioned_docs/version-4.1/apis/lock.md')).equals(before)).toBe(true);
    expect(report).toContain('4.1: NOT APPLIED, 1 conflict; versioned_docs/version-4.1/apis/lock.md is left as it was');
    expect(report).toContain('at versioned_docs/version-4.1/apis/lock.md:16: the copy reads "In 4.1 a lock request waits up to the timeout and then throws an exception."');
    expect(report).toContain('master changed "…timeout, in seconds, and then gives up." to "…timeout, in seconds, and then returns false."');
    expect(report).toContain('1 copy changed, 1 not applied.');
    expect(report).toContain('  - versioned_docs/version-4.1/apis/lock.md: make the change by hand');
  });

  it('skips a version that lacks the page, and lists new pages and other files without copying them', () => {
    repo = fixtureRepo({...inEveryCopy('apis/lock.md', lockPage), 'docs/apis/hooks.md': '# Hooks\n\nHooks are new in 4.3.\n'});
    repo.write('docs/apis/hooks.md', '# Hooks\n\nHooks are new in Moodle 4.3.\n');
    repo.write('docs/apis/lock.md', lockPage.replace('## Timeouts', '## Timeouts and retries'));
    repo.write('docs/apis/events.md', '# Events\n');
    repo.write('docs/apis/_category_.yml', 'label: APIs\n');
    const range = `${repo.commit('Several changes')}~1..HEAD`;
    const plan = backport(range);
    const hooks = plan.pages.find((p) => p.file === 'docs/apis/hooks.md')!;
    expect(hooks.copies.map((c) => c.status)).toEqual(['no-page', 'no-page']);
    expect(plan.pages.find((p) => p.file === 'docs/apis/events.md')!.kind).toBe('added');
    expect(plan.others).toEqual(['docs/apis/_category_.yml']);
    const text = formatBackport(plan, true);
    expect(text).toContain('docs/apis/hooks.md\n  4.2: no such page in this version, skipped\n  4.1: no such page in this version, skipped');
    expect(text).toContain('docs/apis/events.md\n  a new page in master: not backported');
    expect(text).toContain('(dry run: no file written)');
    expect(text).toContain('2 copies would change, 0 not applied.');
  });

  it('says which facts of the change the older version may not have', () => {
    repo = fixtureRepo(inEveryCopy('apis/lock.md', lockPage));
    repo.write(
      'docs/apis/lock.md',
      lockPage.replace(
        '## Timeouts',
        'Since Moodle 4.3 a plugin that needs it sets `$plugin->requires = 2023100900;` and gets the context with `\\core\\context\\course::instance()`.\n\n## Timeouts',
      ),
    );
    const fix = repo.commit('Lock API: contexts');
    // A symbol table of master (4.3) and 4.2 with the context classes, of 4.1 without them.
    const symbols = (version: string, name: {name: string}) => (name.name === 'core\\context\\course' || name.name === 'core\\context\\course::instance' ? version !== '4.1' : undefined);
    const facts: Facts = {
      branches: [
        {version: '4.3', build: '2023100900', php: {min: '8.0.0', max: '8.2'}},
        {version: '4.2', build: '2023042400', php: {min: '8.0.0', max: '8.2'}},
        {version: '4.1', build: '2022112800', php: {min: '7.4.0', max: '8.1'}},
      ],
      symbols,
      masterVersion: '4.3',
      formerName: (version, className) => (version === '4.1' && className === 'core\\context\\course' ? 'context_course' : undefined),
    };
    const [v42, v41] = backport(fix, facts).pages[0].copies;
    expect(v42.checks).toContain('names Moodle 4.3, newer than 4.2: say what 4.2 does, or leave it out');
    expect(v42.checks).toContain('version number 2023100900 is from Moodle 4.3 (build 2023100900) or later: use one of 4.2\'s time');
    expect(v42.checks.some((c) => c.includes('not in Moodle 4.2'))).toBe(false);
    // The missing class speaks for its method.
    expect(v41.checks).toContain("`core\\context\\course` (class) is not in Moodle 4.1's API: 4.1 has it as `context_course`");
    expect(v41.checks.filter((c) => c.includes('::instance'))).toEqual([]);
    expect(formatBackport(backport(fix, facts), true)).toContain("      check: `core\\context\\course` (class) is not in Moodle 4.1's API: 4.1 has it as `context_course`");
  });
});

describe('backport of a real master fix in this repository', () => {
  // The Task API page's first paragraph, changed in master only (commit 3f460ff), in a clone of the site.
  const site = path.resolve(__dirname, '../..');
  const hasCommit = (() => {
    try {
      execFileSync('git', ['cat-file', '-e', '3f460ff^{commit}'], {cwd: site, stdio: 'ignore'});
      return true;
    } catch {
      return false;
    }
  })();

  /** A clone of the site at a commit with only the given files checked out. */
  function sparseClone(commit: string, files: string[]): string {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'backport-site-'));
    execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', site, clone]);
    // Only the files the backport reads: the whole site would take a while to check out.
    execFileSync('git', ['sparse-checkout', 'set', '--no-cone', '/versions.json', ...files], {cwd: clone});
    execFileSync('git', ['checkout', '--quiet', commit], {cwd: clone});
    return clone;
  }

  it.runIf(hasCommit)('applies it to the 4.2 and 4.1 copies, which read as master did', () => {
    const page = 'apis/subsystems/task/index.md';
    const clone = sparseClone('3f460ff', [`/docs/${page}`, `/versioned_docs/*/${page}`]);
    try {
      const report = main(['3f460ff'], clone);
      expect(report).toContain(`  4.2: applied to versioned_docs/version-4.2/${page}\n  4.1: applied to versioned_docs/version-4.1/${page}`);
      const changed = execFileSync('git', ['diff', '--unified=0', '--', 'versioned_docs'], {cwd: clone, encoding: 'utf8'});
      expect(changed.match(/^\+[^+].*$/gm)).toEqual([
        expect.stringContaining('The Task API runs the code of tasks in the background from cron'),
        expect.stringContaining('The Task API runs the code of tasks in the background from cron'),
      ]);
    } finally {
      fs.rmSync(clone, {recursive: true, force: true});
    }
  }, 30_000);

  it.runIf(hasCommit && fs.existsSync(path.join(site, 'data/moodle-api/4.1.json.gz')))(
    "names the context classes of an Access API example (74785af) that Moodle 4.1 has under their old names, from the symbol tables",
    () => {
      const page = 'apis/subsystems/access.md';
      // The example as master has it, with the symbol tables and release data of today's site.
      const clone = sparseClone('74785af', [`/docs/${page}`, `/versioned_docs/*/${page}`]);
      try {
        for (const file of ['config/moodle.ts', 'data/versions.json', ...['4.1', '4.2', '4.3'].map((v) => `data/moodle-api/${v}.json.gz`)]) {
          fs.mkdirSync(path.dirname(path.join(clone, file)), {recursive: true});
          fs.copyFileSync(path.join(site, file), path.join(clone, file));
        }
        const report = main(['74785af', '--dry-run'], clone);
        expect(report).toContain(
          [
            `  4.2: would apply to versioned_docs/version-4.2/${page}`,
            `  4.1: would apply to versioned_docs/version-4.1/${page}`,
            "      check: `core\\context\\course` (class) is not in Moodle 4.1's API: 4.1 has it as `context_course`",
            "      check: `core\\context\\module` (class) is not in Moodle 4.1's API: 4.1 has it as `context_module`",
            '',
          ].join('\n'),
        );
      } finally {
        fs.rmSync(clone, {recursive: true, force: true});
      }
    },
    60_000,
  );
});
