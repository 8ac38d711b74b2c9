/**
 * The support status of a Moodle branch on a given day, from its dates. Pure: the caller says what
 * "today" is. Dates are calendar days (YYYY-MM-DD) and compare as strings; an end date is the last
 * day of that support, so a branch is still supported on it.
 *
 * Which "today"? The built HTML is rendered on the build date, but a reader may open it months later.
 * Components render the status for the build date on the server and during hydration (so the HTML
 * and the first client render agree and React sees no hydration mismatch), then, once hydrated,
 * render it again for the reader's own date (see src/plugins/release-data/client.ts). The sidebar's
 * Archive split is computed once, at build time.
 */

export type ReleaseStatus = 'unreleased' | 'supported' | 'security-only' | 'unsupported' | 'unknown';

export interface DatedBranch {
  releaseDate: string;
  generalSupportEnd: string | null;
  securitySupportEnd: string | null;
}

export function releaseStatus(branch: DatedBranch, today: string): ReleaseStatus {
  if (today < branch.releaseDate) return 'unreleased';
  const {generalSupportEnd: general, securitySupportEnd: security} = branch;
  if (security != null && today > security) return 'unsupported';
  if (general != null && today <= general) return 'supported';
  if (general != null && security != null) return 'security-only';
  // General support is over but the security end is unknown, or nothing is known.
  return 'unknown';
}

/** Whether a branch still gets fixes of any kind (general or security) on `today`. */
export function isSupported(status: ReleaseStatus): boolean {
  return status === 'supported' || status === 'security-only';
}

export const statusLabels: Record<ReleaseStatus, string> = {
  unreleased: 'Not yet released',
  supported: 'Supported',
  'security-only': 'Security fixes only',
  unsupported: 'No longer supported',
  unknown: 'Support dates unknown',
};

/** A date as YYYY-MM-DD in the time zone of the machine (the reader's, in a browser). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The date the build computes statuses for: `RELEASE_STATUS_DATE` (YYYY-MM-DD) when set, for
 * reproducible builds and tests, otherwise the build machine's date. Node callers pass process.env.
 */
export function buildDate(env: Record<string, string | undefined>, now = new Date()): string {
  const fixed = env.RELEASE_STATUS_DATE;
  if (fixed) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fixed)) throw new Error(`RELEASE_STATUS_DATE must be YYYY-MM-DD, not "${fixed}"`);
    return fixed;
  }
  return localIsoDate(now);
}

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2023-06-12' as '12 June 2023', the site's (en-AU) date style, independent of time zones. */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${months[m - 1]} ${y}`;
}

/** Compares dotted version numbers numerically: 3.9 < 3.10 < 4.0 < 4.0.1. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  }
  return 0;
}

/** The tracker's list of issues fixed in a version (a branch such as 4.2 or a release such as 4.2.3). */
export function fixedIssuesUrl(version: string): string {
  const jql = `project = MDL AND resolution = Fixed AND fixVersion = ${version}`;
  return `https://tracker.moodle.org/issues/?jql=${encodeURIComponent(jql)}`;
}

/** A tracker issue key (MDL-12345, MDLSITE-1) and its address. */
export const issueKeyPattern = /^(MDL|MDLQA|MDLSITE|MOBILE|CONTRIB)-[1-9]\d*$/;
export function issueUrl(key: string): string {
  return `https://tracker.moodle.org/browse/${key}`;
}
