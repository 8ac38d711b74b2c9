// Imports Moodle branch and release facts into data/versions.json: the releases CSV (dates, builds,
// requirements, counts) merged with data/support-dates.json (support end dates, each with its source).
// Never edit data/versions.json by hand: edit the inputs and run this again.
// Usage: npx tsx scripts/release-data/import.ts ../shared/data/server-releases.csv
import fs from 'node:fs';
import path from 'node:path';
import {parseCsv} from '../../src/lib/csv';
import {validateReleaseData} from '../../src/plugins/release-data/validate';
import {buildReleaseData, serialise, type SupportDates} from './build';

const [csvPath] = process.argv.slice(2);
if (!csvPath) {
  console.error('usage: import.ts SERVER_RELEASES_CSV');
  process.exit(2);
}
const dataDir = path.join(__dirname, '..', '..', 'data');
const rows = parseCsv(fs.readFileSync(csvPath, 'utf8'));
const support = JSON.parse(fs.readFileSync(path.join(dataDir, 'support-dates.json'), 'utf8')) as {
  branches: SupportDates[];
};
const data = buildReleaseData(rows, support.branches);

// Refuse to write a file the build would reject.
const errors = validateReleaseData(data);
if (errors.length) {
  for (const e of errors) console.error(`data/versions.json: ${e}`);
  process.exit(1);
}

const out = path.join(dataDir, 'versions.json');
fs.writeFileSync(out, serialise(data));
const dated = data.branches.filter((b) => b.securitySupportEnd).length;
console.log(
  `wrote ${data.branches.length} branches (${dated} with support dates), ` +
    `${data.branches.reduce((n, b) => n + b.releases.length, 0)} releases to ${out}`,
);
