// A query that finds nothing is tried once more with its unknown words replaced by the nearest words of
// the site's vocabulary (the words of page titles and headings, most frequent first, which the index
// step writes as pagefind/vocabulary.json): `get_recrod_sql` becomes `get_record_sql`.

/** Edit distance with adjacent transpositions (optimal string alignment), or Infinity past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  const rows = [Array.from({length: b.length + 1}, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1);
    }
    rows.push(row);
  }
  const distance = rows[a.length][b.length];
  return distance > max ? Infinity : distance;
}

/** The vocabulary word nearest to `word` (one edit for short words, two from eight letters), if any. */
export function correctWord(word: string, vocabulary: readonly string[], known: ReadonlySet<string>): string | undefined {
  if (word.length < 4 || known.has(word) || /\d/.test(word)) return undefined;
  const max = word.length >= 8 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of vocabulary) {
    const distance = editDistance(word, candidate, max);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      if (distance === 1) break;
    }
  }
  return best;
}

/**
 * The query with each unknown word corrected, keeping its punctuation; null when nothing changed. With
 * `only`, just those words (the ones that matched nothing) are candidates: a word can be right and still
 * be absent from titles and headings (`debug` is not `xdebug`).
 */
export function correctQuery(query: string, vocabulary: readonly string[], only?: readonly string[]): string | null {
  const known = new Set(vocabulary);
  let changed = false;
  const corrected = query.replace(/[A-Za-z0-9]+/g, (word) => {
    if (only && !only.includes(word.toLowerCase())) return word;
    const better = correctWord(word.toLowerCase(), vocabulary, known);
    if (!better) return word;
    changed = true;
    return better;
  });
  return changed ? corrected : null;
}

/** The vocabulary of a set of titles and headings: words of four letters or more, most frequent first. */
export function vocabularyOf(texts: string[]): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) for (const word of text.toLowerCase().match(/[a-z]{4,}/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
}
