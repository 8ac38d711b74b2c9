// Pure logic of the release-data import: CSV rows and support-date facts in, data/versions.json out.
import type {Branch, ReleaseData} from '../../src/plugins/release-data/types';
import {compareVersions as byVersion} from '../../src/lib/releaseStatus';

/** One branch's support end dates and where they come from (data/support-dates.json). */
export interface SupportDates {
  version: string;
  generalSupportEnd: string | null;
  securitySupportEnd: string | null;
  source: string;
  note?: string;
}

const orNull = (v: string | undefined) => (v == null || v === '' ? null : v);
const num = (v: string | undefined) => (v == null || v === '' ? null : Number(v));


/**
 * Builds the release model from server-releases.csv rows and the support-date facts. Fails on a
 * fact for a branch the CSV does not have, so a typo cannot silently drop a date.
 */
export function buildReleaseData(
  rows: Record<string, string>[],
  supportDates: SupportDates[],
  schemaRef = './versions.schema.json',
): ReleaseData {
  const support = new Map(supportDates.map((s) => [s.version, s]));
  const majors = rows.filter((r) => r.kind === 'major');
  for (const version of support.keys()) {
    if (!majors.some((r) => r.version === version)) {
      throw new Error(`support-dates.json: branch ${version} is not in the releases CSV`);
    }
  }
  const branches: Branch[] = majors
    .sort((a, b) => byVersion(b.version, a.version))
    .map((r) => ({
      version: r.version,
      lts: r.branch_is_lts === 'yes',
      releaseDate: r.release_date,
      build: orNull(r.build_version),
      issuesFixed: num(r.mdl_issue_count),
      generalSupportEnd: support.get(r.version)?.generalSupportEnd ?? null,
      securitySupportEnd: support.get(r.version)?.securitySupportEnd ?? null,
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
  return {$schema: schemaRef, branches};
}

/** The file text: two-space JSON with a final newline, so regenerating gives a clean diff. */
export function serialise(data: ReleaseData): string {
  return JSON.stringify(data, null, 2) + '\n';
}
