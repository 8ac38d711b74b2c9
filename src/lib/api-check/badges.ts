import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ApiIndex} from '../moodle-api/lookup';
import {apiVersions, loadApi, previousVersion} from '../moodle-api/load';
import {resolveName, type Resolved} from '../moodle-api/resolve';
import type {UpgradeNotesFile} from '../upgrade-notes/types';
import type {Badge} from './markdown';

/** The tables a badge's version is checked against, and the API names each tracker key's upgrade notes concern. */
export interface BadgeSources {
  tables: (version: string) => ApiIndex | undefined;
  apisOfKey: Map<string, string[]>;
}

export function badgeSources(siteDir: string): BadgeSources {
  const apisOfKey = new Map<string, string[]>();
  for (const version of apiVersions) {
    const file = join(siteDir, 'data/upgrade-notes', `${version}.json`);
    if (!existsSync(file)) continue;
    for (const note of (JSON.parse(readFileSync(file, 'utf8')) as UpgradeNotesFile).notes) {
      for (const key of note.keys ?? []) apisOfKey.set(key, [...(apisOfKey.get(key) ?? []), ...(note.apis ?? [])]);
    }
  }
  return {tables: (version) => (apiVersions.includes(version) ? loadApi(version, siteDir) : undefined), apisOfKey};
}

function isDeprecated(api: ApiIndex, resolved: Resolved): boolean {
  switch (resolved.kind) {
    case 'class':
      return !!resolved.entry.deprecated || !!resolved.deprecatedName;
    case 'method':
      return !!resolved.found.entry.deprecated || !!api.table.classes[resolved.owner].deprecated;
    case 'function':
      return !!resolved.entry.deprecated;
    default:
      return false;
  }
}

/** Why a badge's claim about one name is false in the tables, or undefined when the tables agree. */
function disagreement(badge: Badge, name: string, sources: BadgeSources): string | undefined {
  const version = badge.version!;
  const api = sources.tables(version);
  const before = previousVersion(version);
  const previous = before ? sources.tables(before) : undefined;
  if (!api) return undefined;
  const now = resolveName(api, name);
  if (!now) return `${name} is not in Moodle ${version}`;
  const then = previous && resolveName(previous, name);
  if (badge.name === 'Since') return then ? `${name} is already in Moodle ${before}` : undefined;
  if (!isDeprecated(api, now)) return `${name} is not deprecated in Moodle ${version}`;
  const since = now.kind === 'function' ? now.entry.deprecated?.since : now.kind === 'method' ? now.found.entry.deprecated?.since : undefined;
  if (since && since !== version) return `${name} is deprecated since ${since}, not ${version}`;
  if (then && previous && isDeprecated(previous, then)) return `${name} is already deprecated in Moodle ${before}`;
  return undefined;
}

/**
 * Checks a `<Since>` or `<DeprecatedSince>` badge against the tables: the name it stands beside (or, when
 * that is no API name, the names its issue's upgrade notes concern) arrived, or was deprecated, in its
 * version. Undefined when the tables agree or cannot tell (a version without a table).
 */
export function checkBadge(badge: Badge & {symbol?: string}, sources: BadgeSources): string | undefined {
  if (!badge.version) return `<${badge.name}> has no version`;
  const api = sources.tables(badge.version);
  if (!api) return undefined;
  const claim = badge.name === 'Since' ? `arrived in ${badge.version}` : `was deprecated in ${badge.version}`;
  if (badge.symbol && resolveName(api, badge.symbol)) {
    const why = disagreement(badge, badge.symbol, sources);
    return why && `<${badge.name} version="${badge.version}"> says ${badge.symbol} ${claim}, but ${why}`;
  }
  const names = badge.issue ? (sources.apisOfKey.get(badge.issue) ?? []) : [];
  if (!names.length) return undefined;
  const whys = names.map((n) => disagreement(badge, n, sources));
  if (whys.some((w) => !w)) return undefined;
  return `<${badge.name} version="${badge.version}" issue="${badge.issue}"> says the change ${claim}, but none of the names its upgrade notes concern agrees: ${whys.join('; ')}`;
}
