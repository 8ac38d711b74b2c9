import {normaliseName, splitName, type SymbolQuery} from './names';
import type {SymbolEntry} from './types';

/**
 * How well a symbol answers a query, best first:
 * 0. its name is the query (`core_user\fields` for `\core_user\fields`, `moodle_database::get_record()` for `$DB->get_record`);
 * 1. its last segment is the query's, in the namespace or class the query names or one ending with it (`core\event\course_viewed` for `event\course_viewed`);
 * 2. its last segment is the query's, elsewhere (every class's `get_name()` for `get_name`);
 * 3. its last segment starts with the query's (`get_course_and_cm_from_cmid()` for `get_course_and`), in the namespace or class the query names, if any.
 */
export type MatchTier = 0 | 1 | 2 | 3;

export interface SymbolMatch {
  entry: SymbolEntry;
  tier: MatchTier;
}

/** True when a symbol's qualifier is the query's, or a namespace or class that ends with it. */
const qualifies = (qualifier: string | undefined, wanted: string) => !!qualifier && (qualifier === wanted || qualifier.endsWith(`\\${wanted}`));

const callable = new Set(['function', 'method']);

function tierOf(entry: SymbolEntry, query: SymbolQuery): MatchTier | undefined {
  // A call names a function or method, not a constant or class of the same name.
  if (query.call && !callable.has(entry.k)) return undefined;
  const name = normaliseName(entry.n);
  if (name === query.name) return 0;
  const {key, qualifier} = splitName(name);
  if (!key.startsWith(query.key)) return undefined;
  if (key === query.key) return query.qualifier && qualifies(qualifier, query.qualifier) ? 1 : 2;
  return !query.qualifier || qualifies(qualifier, query.qualifier) ? 3 : undefined;
}

/**
 * The symbols of a shard that answer a query, best first; for a query written as a call, only functions
 * and methods. Within a tier: the nearer completion of an unfinished name first; then symbols that more
 * pages name; deprecated ones after the others; shorter names, then alphabetical order.
 */
export function matchSymbols(symbols: SymbolEntry[], query: SymbolQuery): SymbolMatch[] {
  if (!query.key) return [];
  const matches: (SymbolMatch & {keyLength: number})[] = [];
  for (const entry of symbols) {
    const tier = tierOf(entry, query);
    if (tier !== undefined) matches.push({entry, tier, keyLength: splitName(normaliseName(entry.n)).key.length});
  }
  matches.sort(
    (a, b) =>
      a.tier - b.tier ||
      a.keyLength - b.keyLength ||
      (b.entry.p?.length ?? 0) - (a.entry.p?.length ?? 0) ||
      Number(!!a.entry.d) - Number(!!b.entry.d) ||
      a.entry.n.length - b.entry.n.length ||
      a.entry.n.localeCompare(b.entry.n),
  );
  return matches.map(({entry, tier}) => ({entry, tier}));
}
