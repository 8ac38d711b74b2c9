import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseCsv} from '../../src/lib/csv';
import {buildReleaseData, serialise, type SupportDates} from './build';

const root = path.resolve(__dirname, '../..');
const csv = path.resolve(root, '../shared/data/server-releases.csv');

const header =
  'version,branch,kind,release_date,build_version,branch_is_lts,php_min,php_max,upgrade_from_min,db_postgres_min,db_mysql_min,db_mariadb_min,db_mssql_min,db_oracle_min,mdl_issue_count,msa_advisory_count';
const rows = parseCsv(
  [
    header,
    '4.1,4.1,major,2022-11-28,2022112800,yes,7.4.0,8.1,3.9,12,5.7,10.4,2017,19,142,0',
    '4.1.2,4.1,minor,2023-03-13,2022112802,yes,,,,,,,,,46,10',
    '4.1.1,4.1,minor,2023-01-16,2022112801,yes,,,,,,,,,53,3',
    '4.2,4.2,major,2023-04-24,2023042400,no,8.0.0,8.2,3.11.8,13,8.0,10.6.7,2017,19,111,0',
  ].join('\n'),
);
const support: SupportDates[] = [
  {version: '4.1', generalSupportEnd: '2023-12-11', securitySupportEnd: '2025-12-08', source: 'https://example.org'},
];

describe('buildReleaseData', () => {
  it('sorts branches newest first and releases oldest first, and merges support dates', () => {
    const data = buildReleaseData(rows, support);
    expect(data.branches.map((b) => b.version)).toEqual(['4.2', '4.1']);
    const [m42, m41] = data.branches;
    expect(m41.releases.map((r) => r.version)).toEqual(['4.1.1', '4.1.2']);
    expect(m41).toMatchObject({lts: true, generalSupportEnd: '2023-12-11', securitySupportEnd: '2025-12-08'});
    expect(m42).toMatchObject({lts: false, generalSupportEnd: null, securitySupportEnd: null, issuesFixed: 111});
    expect(m42.requirements.php).toEqual({min: '8.0.0', max: '8.2'});
  });

  it('refuses a support date for a branch the CSV does not have', () => {
    expect(() => buildReleaseData(rows, [{...support[0], version: '4.11'}])).toThrow(/branch 4\.11 is not in the releases CSV/);
  });
});

describe('data/versions.json', () => {
  it('is what the import makes of the CSV and support-dates.json (never edited by hand)', (ctx) => {
    if (!fs.existsSync(csv)) {
      // The summary of npm test prints the reason (scripts/test-summary.mjs).
      ctx.task.meta.skipReason = `the facts table ${path.relative(root, csv)} is not beside the repository`;
      ctx.skip();
    }
    const facts = JSON.parse(fs.readFileSync(path.join(root, 'data/support-dates.json'), 'utf8'));
    const expected = serialise(buildReleaseData(parseCsv(fs.readFileSync(csv, 'utf8')), facts.branches));
    expect(fs.readFileSync(path.join(root, 'data/versions.json'), 'utf8')).toBe(expected);
  });

  it('has a source for every support date', () => {
    const facts = JSON.parse(fs.readFileSync(path.join(root, 'data/support-dates.json'), 'utf8'));
    for (const f of facts.branches as SupportDates[]) {
      expect(f.source, f.version).toMatch(/^https?:\/\//);
      if (f.generalSupportEnd == null || f.securitySupportEnd == null) expect(f.note, f.version).toBeTruthy();
    }
  });
});
