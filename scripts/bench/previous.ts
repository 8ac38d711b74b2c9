// What BENCHMARKS.md already holds, for `npm run bench:report` to keep what was not measured again. A
// fresh clone has no results (artifacts/ is ignored): a benchmark with no result keeps its rows, so that
// running one benchmark never erases another's figures.

/** The result (artifacts/bench/<name>.json) a row was made from, named by its command. */
export const resultOf = (command: string): string =>
  /bench:build\b.*--stock/.test(command) ? 'build-stock' : /bench:tests\b.*--cold/.test(command) ? 'tests-cold' : (/^npm run bench:([\w-]+)/.exec(command)?.[1] ?? '');

export interface Previous {
  /** The table's rows, as written, with the result each was made from. */
  rows: {line: string; result: string}[];
  /** The section of the changes' table, from its heading on, without what follows it. */
  changes: string | undefined;
  /** The section of the changes' Lighthouse scores, the same way. */
  changesLighthouse: string | undefined;
}

export const changesHeading = 'Each change to Docusaurus off';
export const changesLighthouseHeading = 'Lighthouse with each change to Docusaurus off';

export function previousBenchmarks(markdown: string): Previous {
  const [table, ...sections] = markdown.split('\n## ');
  const rows = table
    .split('\n')
    .map((line) => ({line, command: /\| `(npm run bench:[^`]*)` \| [^|]*\|$/.exec(line)?.[1]}))
    .filter((r): r is {line: string; command: string} => r.command !== undefined)
    .map((r) => ({line: r.line, result: resultOf(r.command)}));
  const section = (heading: string) => {
    const found = sections.find((text) => text.startsWith(`${heading}\n`));
    return found && `## ${found.split('\n\nNot measured yet:')[0].trimEnd()}`;
  };
  return {rows, changes: section(changesHeading), changesLighthouse: section(changesLighthouseHeading)};
}
