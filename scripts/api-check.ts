/**
 * Checks the Moodle API names of the developer docs against the version each documents, as the build does:
 *   npx tsx scripts/api-check.ts [master|4.2|4.1 …]
 * Prints each version's figures and every name that does not resolve, with file, line and column; exits 1
 * when there is one.
 */
import path from 'node:path';
import {checkDocs, summary} from '../src/lib/api-check/docs';
import {formatFindings} from '../src/plugins/api-check';

const siteDir = path.resolve(__dirname, '..');
const wanted = process.argv.slice(2).map((v) => (v === 'master' ? 'current' : v));
const reports = checkDocs(siteDir).filter((r) => !wanted.length || wanted.includes(r.area.docsVersion));
for (const report of reports) console.log(summary(report));
if (reports.some((r) => r.findings.length)) {
  console.log(formatFindings(reports));
  process.exit(1);
}
