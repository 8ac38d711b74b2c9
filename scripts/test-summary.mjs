// The closing summary of npm test: each suite with its result and duration, each failing test with its
// file, each skipped test with its reason, and a last line "N passed, N failed, N skipped".
// Reads the JSON reports in artifacts/reports (Vitest and Playwright) and artifacts/reports/steps.txt,
// where scripts/test.sh writes each step's name, exit status and seconds.
// Arguments: the names of steps that failed (typecheck, lint, build have no report of their own).
import fs from 'node:fs';
import path from 'node:path';

const dir = 'artifacts/reports';
const root = process.cwd();
const rel = (file) => (file ? path.relative(root, file) || file : '?');

/** Totals and lists of one Vitest (Jest-shaped) report. */
function vitest(report) {
  const failed = [];
  const skipped = [];
  let passed = 0;
  for (const file of report.testResults ?? []) {
    const tests = file.assertionResults ?? [];
    for (const t of tests) {
      if (t.status === 'passed') passed++;
      else if (t.status === 'failed') failed.push({file: rel(file.name), line: t.location?.line, name: t.fullName, message: t.failureMessages?.[0]});
      else skipped.push({file: rel(file.name), name: t.fullName, reason: t.meta?.skipReason ?? (t.status === 'todo' ? 'marked to do' : 'no reason given')});
    }
    // A file that fails to load fails its suite without failing a test.
    if (file.status === 'failed' && !tests.some((t) => t.status === 'failed')) failed.push({file: rel(file.name), name: '(the file did not run)', message: file.message});
  }
  const ms = Math.max(0, ...(report.testResults ?? []).map((f) => f.endTime ?? 0)) - (report.startTime ?? 0);
  return {passed, failed, skipped, seconds: ms > 0 ? ms / 1000 : undefined};
}

/** Totals and lists of one Playwright report. */
function playwright(report) {
  const failed = [];
  const skipped = [];
  let passed = 0;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = [...titles, spec.title].filter(Boolean).join(' > ') + ` [${test.projectName}]`;
        if (test.status === 'expected' || test.status === 'flaky') passed++;
        else if (test.status === 'skipped') skipped.push({file: spec.file, name, reason: test.annotations?.find((a) => a.type === 'skip')?.description ?? 'no reason given'});
        else failed.push({file: spec.file, line: spec.line, name, message: test.results?.at(-1)?.error?.message});
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title === child.file ? '' : child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  const testDir = report.config?.rootDir ? path.relative(root, report.config.rootDir) : 'tests/e2e';
  for (const t of [...failed, ...skipped]) t.file = t.file ? path.join(testDir, t.file) : '?';
  return {passed, failed, skipped, seconds: report.stats?.duration ? report.stats.duration / 1000 : undefined};
}

const steps = new Map();
const stepsFile = path.join(dir, 'steps.txt');
if (fs.existsSync(stepsFile)) {
  for (const line of fs.readFileSync(stepsFile, 'utf8').split('\n').filter(Boolean)) {
    const [name, status, seconds] = line.split(' ');
    steps.set(name, {status: Number(status), seconds: Number(seconds)});
  }
}
const failedSteps = new Set(process.argv.slice(2));

const suites = new Map();
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  suites.set(file.replace(/\.json$/, ''), 'numPassedTests' in report ? vitest(report) : playwright(report));
}

const names = [...new Set([...steps.keys(), ...suites.keys(), ...failedSteps])];
let passed = 0;
let failed = 0;
let skipped = 0;
const rows = [];
const failures = [];
const skips = [];
for (const name of names) {
  const suite = suites.get(name);
  const step = steps.get(name);
  const seconds = step?.seconds ?? suite?.seconds;
  const time = seconds === undefined ? '' : `${seconds.toFixed(seconds < 10 ? 1 : 0)} s`;
  let result;
  if (suite) {
    passed += suite.passed;
    skipped += suite.skipped.length;
    // A suite that failed without a failing test in its report (it crashed, or timed out) counts once.
    const count = suite.failed.length || (failedSteps.has(name) ? 1 : 0);
    failed += count;
    result = `${suite.passed} passed, ${count} failed, ${suite.skipped.length} skipped`;
    failures.push(...suite.failed.map((t) => ({suite: name, ...t})));
    if (!suite.failed.length && failedSteps.has(name)) failures.push({suite: name, file: '', name: 'the step failed without a failing test in its report: see its output above'});
    skips.push(...suite.skipped.map((t) => ({suite: name, ...t})));
  } else if (failedSteps.has(name) || (step && step.status !== 0)) {
    failed++;
    result = 'FAILED';
    failures.push({suite: name, file: '', name: `npm test step "${name}" failed: see its output above`});
  } else {
    result = 'passed';
  }
  rows.push([name, result, time]);
}

const width = Math.max(...rows.map((r) => r[0].length), 5);
const resultWidth = Math.max(...rows.map((r) => r[1].length), 6);
console.log('');
for (const [name, result, time] of rows) console.log(`${name.padEnd(width)}  ${result.padEnd(resultWidth)}  ${time}`);
if (failures.length) {
  console.log(`\nFailed (${failures.length}):`);
  for (const f of failures) {
    console.log(`  ${f.suite}: ${f.file ? `${f.file}${f.line ? `:${f.line}` : ''}: ` : ''}${f.name}`);
    const first = f.message?.split('\n').find((l) => l.trim());
    if (first) console.log(`      ${first.trim().slice(0, 200)}`);
  }
}
if (skips.length) {
  console.log(`\nSkipped (${skips.length}):`);
  for (const s of skips) console.log(`  ${s.suite}: ${s.file}: ${s.name}: ${s.reason}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
