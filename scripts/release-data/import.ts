// Imports Moodle branch and release facts from a server-releases CSV into data/versions.json.
// Usage: npx tsx scripts/release-data/import.ts ../shared/data/server-releases.csv
import fs from 'node:fs';
import path from 'node:path';
import {parseCsv} from '../../src/lib/csv';

const [csvPath] = process.argv.slice(2);
if (!csvPath) {
  console.error('usage: import.ts SERVER_RELEASES_CSV');
  process.exit(2);
}
const rows = parseCsv(fs.readFileSync(csvPath, 'utf8'));
const orNull = (v: string) => (v === '' ? null : v);
const num = (v: string) => (v === '' ? null : Number(v));
const byVersion = (a: string, b: string) => {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
};

const branches = rows
  .filter((r) => r.kind === 'major')
  .sort((a, b) => byVersion(b.version, a.version))
  .map((r) => ({
    version: r.version,
    lts: r.branch_is_lts === 'yes',
    releaseDate: r.release_date,
    build: orNull(r.build_version),
    issuesFixed: num(r.mdl_issue_count),
    requirements: {
      php: {min: orNull(r.php_min), max: orNull(r.php_max)},
      upgradeFrom: orNull(r.upgrade_from_min),
      databases: {
        postgres: orNull(r.db_postgres_min),
        mysql: orNull(r.db_mysql_min),
        mariadb: orNull(r.db_mariadb_min),
        mssql: orNull(r.db_mssql_min),
        oracle: orNull(r.db_oracle_min),
      },
    },
    releases: rows
      .filter((m) => m.kind === 'minor' && m.branch === r.version)
      .sort((a, b) => byVersion(a.version, b.version))
      .map((m) => ({
        version: m.version,
        releaseDate: m.release_date,
        build: orNull(m.build_version),
        issuesFixed: num(m.mdl_issue_count),
        securityAdvisories: num(m.msa_advisory_count),
      })),
  }));

const out = path.join(__dirname, '..', '..', 'data', 'versions.json');
fs.writeFileSync(out, JSON.stringify({branches}, null, 2) + '\n');
console.log(`wrote ${branches.length} branches, ${branches.reduce((n, b) => n + b.releases.length, 0)} releases to ${out}`);
