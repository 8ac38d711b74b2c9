import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const script = path.resolve(__dirname, 'test-summary.mjs');

/** Runs the summary in a folder holding these reports; returns what it printed and its exit status. */
function summarise(makeReports: (dir: string) => Record<string, unknown>, steps: string, failedSteps: string[] = []): {out: string; status: number} {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'summary-')));
  const reports = makeReports(dir);
  try {
    fs.mkdirSync(path.join(dir, 'artifacts/reports'), {recursive: true});
    for (const [name, report] of Object.entries(reports)) fs.writeFileSync(path.join(dir, `artifacts/reports/${name}.json`), JSON.stringify(report));
    fs.writeFileSync(path.join(dir, 'artifacts/reports/steps.txt'), steps);
    try {
      return {out: execFileSync('node', [script, ...failedSteps], {cwd: dir, encoding: 'utf8'}), status: 0};
    } catch (e) {
      return {out: (e as {stdout: string}).stdout, status: (e as {status: number}).status};
    }
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const vitestReport = (cwd: string) => ({
  numPassedTests: 2,
  numFailedTests: 1,
  numPendingTests: 1,
  startTime: 1_000,
  testResults: [
    {
      name: path.join(cwd, 'tests/unit/a.test.ts'),
      status: 'failed',
      endTime: 13_500,
      assertionResults: [
        {fullName: 'tags of docs declares every tag', status: 'passed', meta: {}},
        {fullName: 'tags of general declares every tag', status: 'failed', location: {line: 19, column: 3}, failureMessages: ['AssertionError: expected [ "x" ] to deeply equal []\n    at ...'], meta: {}},
        {fullName: 'data/versions.json is what the import makes', status: 'skipped', meta: {skipReason: 'the facts table is not beside the repository'}},
        {fullName: 'another', status: 'passed', meta: {}},
      ],
    },
  ],
});

const playwrightReport = (dir: string) => ({
  config: {rootDir: path.join(dir, 'tests/e2e')},
  stats: {expected: 1, unexpected: 0, flaky: 0, skipped: 1, duration: 65_000},
  suites: [
    {
      title: 'theme.spec.ts',
      file: 'theme.spec.ts',
      specs: [
        {title: 'the sidebar opens', file: 'theme.spec.ts', line: 54, tests: [{projectName: 'desktop', status: 'skipped', annotations: [{type: 'skip', description: 'mobile layout only'}]}]},
        {title: 'the page loads', file: 'theme.spec.ts', line: 12, tests: [{projectName: 'desktop', status: 'expected', annotations: []}]},
      ],
    },
  ],
});

describe('the summary of npm test', () => {
  it('names each failing test with its file and line, each suite with its time, and why each skipped test skipped', () => {
    const {out, status} = summarise((dir) => ({unit: vitestReport(dir), e2e: playwrightReport(dir)}), 'typecheck 0 14\nunit 1 15\nbuild 0 190\ne2e 0 70\n', ['unit']);
    expect(status).toBe(1);
    expect(out).toMatch(/^typecheck\s+passed\s+14 s$/m);
    expect(out).toMatch(/^unit\s+2 passed, 1 failed, 1 skipped\s+15 s$/m);
    expect(out).toMatch(/^build\s+passed\s+190 s$/m);
    expect(out).toMatch(/^e2e\s+1 passed, 0 failed, 1 skipped\s+70 s$/m);
    expect(out).toContain('unit: tests/unit/a.test.ts:19: tags of general declares every tag');
    expect(out).toContain('AssertionError: expected [ "x" ] to deeply equal []');
    expect(out).toContain('unit: tests/unit/a.test.ts: data/versions.json is what the import makes: the facts table is not beside the repository');
    expect(out).toContain('e2e: tests/e2e/theme.spec.ts: the sidebar opens [desktop]: mobile layout only');
    expect(out.trim().split('\n').at(-1)).toBe('3 passed, 1 failed, 2 skipped');
  });

  it('names a step that failed without a report of its own', () => {
    const {out, status} = summarise(() => ({}), 'typecheck 2 9\nlint 0 30\n', ['typecheck']);
    expect(status).toBe(1);
    expect(out).toMatch(/^typecheck\s+FAILED\s+9\.0 s$/m);
    expect(out).toContain('typecheck: npm test step "typecheck" failed: see its output above');
    expect(out.trim().split('\n').at(-1)).toBe('0 passed, 1 failed, 0 skipped');
  });
});
