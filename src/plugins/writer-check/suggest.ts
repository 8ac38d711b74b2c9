// The nearest valid names to a wrong one, for a finding's "did you mean". A name is near when it is
// within a few edits, contains the wrong one (or is contained by it), or shares a word stem with it
// (`nested-transactions` and `nesting` share "nest"); nearer means fewer edits less shared stems.
import {distance} from 'fastest-levenshtein';

const words = (s: string) => s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 3);

/** How many words of `a` begin like a word of `b` (four letters, or the whole of a shorter word). */
function sharedStems(a: string[], b: string[]): number {
  return a.filter((x) => b.some((y) => {
    const n = Math.min(4, x.length, y.length);
    return x.slice(0, n) === y.slice(0, n) && (n >= 4 || x === y);
  })).length;
}

/** Up to `count` candidates nearest to `wrong`, best first; none when nothing is reasonably close. */
export function nearest(wrong: string, candidates: Iterable<string>, count = 3): string[] {
  const target = wrong.toLowerCase();
  const targetWords = words(target);
  const scored: {name: string; score: number}[] = [];
  for (const name of new Set(candidates)) {
    const lower = name.toLowerCase();
    const d = distance(target, lower);
    const contains = lower.length > 1 && (lower.includes(target) || target.includes(lower));
    const stems = sharedStems(targetWords, words(lower));
    if (!contains && !stems && d > Math.max(2, Math.floor(Math.max(target.length, lower.length) / 3))) continue;
    scored.push({name, score: d - 4 * stems - (contains ? 4 : 0)});
  }
  scored.sort((a, b) => a.score - b.score || a.name.localeCompare(b.name));
  // Only those about as near as the nearest: a clear best answer stands alone.
  return scored.filter((s) => s.score <= scored[0].score + 3).slice(0, count).map((s) => s.name);
}

/** "; did you mean a, b or c?" or nothing. */
export function didYouMean(names: string[], quote = (n: string) => n): string {
  if (!names.length) return '';
  const quoted = names.map(quote);
  return `; did you mean ${quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}` : quoted[0]}?`;
}
