// Sums the JSON reports of every suite into one closing line: "N passed, N failed".
// Arguments: the names of steps that failed without a report of their own (typecheck, build).
import fs from 'node:fs';

const dir = 'artifacts/reports';
let passed = 0;
let failed = 0;
let skipped = 0;
const lines = [];

for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8'));
  let p = 0;
  let f = 0;
  let s = 0;
  if ('numPassedTests' in report) {
    // Vitest (Jest-shaped) report.
    p = report.numPassedTests;
    // A file that fails to load fails its suite without failing a test: count the suite.
    f = report.numFailedTests || report.numFailedTestSuites;
    s = report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    // Playwright report: flaky tests passed on retry.
    p = report.stats.expected + report.stats.flaky;
    f = report.stats.unexpected;
    s = report.stats.skipped;
  }
  lines.push(`${file.replace('.json', '')}: ${p} passed, ${f} failed, ${s} skipped`);
  passed += p;
  failed += f;
  skipped += s;
}

const steps = process.argv.slice(2);
for (const step of steps) lines.push(`${step}: FAILED`);
failed += steps.filter((s) => !lines.some((l) => l.startsWith(`${s}:`) && !l.endsWith('FAILED'))).length;

console.log(lines.join('\n'));
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
