import {describe, expect, it} from 'vitest';
import {previousBenchmarks, resultOf} from './previous';

const markdown = `# Benchmarks

| Measure | Target | Figure | Measured | Command | Machine |
| --- | --- | --- | --- | --- | --- |
| Production build, cold | ≤ 60 s | median 81 s \\| more | 2026-11-28 06:39 UTC | \`npm run bench:build -- --runs 3\` | 2 cores, 24 GB |
| Production build with every change off (SITE_STOCK=all), cold | ≤ 60 s | 134 s | 2026-11-28 06:07 UTC | \`npm run bench:build -- --stock --cold-only --runs 1\` | 2 cores, 24 GB |
| JS + CSS before interaction, \`/\` (gzipped) | ≤ 200 KB | 158.1 KB | 2026-11-28 06:41 UTC | \`npm run bench:bundle\` | 2 cores, 24 GB |

## Each change to Docusaurus off

| Off | Before interaction | Build |
| --- | --- | --- |
| \`none\` | / 158.1 KB | 80 s |

## Lighthouse with each change to Docusaurus off

| Off | /docs/apis/subsystems/form |
| --- | --- |
| \`none\` | 99 |

Not measured yet: \`npm run bench:dev\`.
`;

describe('previous benchmarks', () => {
  it('names the result a command writes', () => {
    expect(resultOf('npm run bench:build -- --runs 3')).toBe('build');
    expect(resultOf('npm run bench:build -- --stock --cold-only')).toBe('build-stock');
    expect(resultOf('npm run bench:lighthouse')).toBe('lighthouse');
    expect(resultOf('npm run bench:tests')).toBe('tests');
    expect(resultOf('npm run bench:tests -- --cold')).toBe('tests-cold');
  });

  it('keeps each row as written with its result, and the sections of the changes without the closing line', () => {
    const previous = previousBenchmarks(markdown);
    expect(previous.rows.map((r) => r.result)).toEqual(['build', 'build-stock', 'bundle']);
    expect(previous.rows[0].line).toContain('median 81 s \\| more');
    expect(previous.changes).toBe('## Each change to Docusaurus off\n\n| Off | Before interaction | Build |\n| --- | --- | --- |\n| `none` | / 158.1 KB | 80 s |');
    expect(previous.changesLighthouse).toBe('## Lighthouse with each change to Docusaurus off\n\n| Off | /docs/apis/subsystems/form |\n| --- | --- |\n| `none` | 99 |');
  });

  it('finds nothing in a file without the table', () => {
    expect(previousBenchmarks('')).toEqual({rows: [], changes: undefined, changesLighthouse: undefined});
  });
});
