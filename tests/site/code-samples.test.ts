// Every code sample of the pages parses: PHP with `php -l` (fragments wrapped as their fence metadata
// says, src/lib/codeSamples.ts), JavaScript as an ES module, JSON, Mustache and XML with their parsers.
// Prints the count per language and per docs area; a block that does not parse fails, naming the file
// and the line of its fence.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeSamples, type CodeSample} from '../../src/lib/codeSamples';
import {compilePhpSamples, sampleError} from './lib/parseSample';

const siteDir = path.resolve(__dirname, '../..');
const roots = ['docs', 'versioned_docs', 'general'];

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

// SAMPLES=docs/apis/core/dml checks only the files whose path contains that text (for writers).
const only = process.env.SAMPLES;
const files = roots.flatMap((root) => markdownFiles(path.join(siteDir, root))).filter((f) => !only || f.includes(only));

describe('code samples', () => {
  it('parse in their language', async () => {
    let samples: CodeSample[] = [];
    const errors: string[] = [];
    for (const file of files) {
      const name = path.relative(siteDir, file);
      try {
        samples = samples.concat(codeSamples(name, fs.readFileSync(file, 'utf8')));
      } catch (e) {
        errors.push(`${name}: ${(e as Error).message}`);
      }
    }
    // The PHP compiles in one process first; php -l runs only for a code that does not compile.
    await compilePhpSamples(samples);
    for (const sample of samples) {
      const error = await sampleError(sample);
      if (error) errors.push(`${sample.file}:${sample.line}: ${sample.language}: ${error}`);
    }
    const count = (pick: (s: CodeSample) => string) =>
      Object.entries(samples.reduce<Record<string, number>>((acc, s) => ({...acc, [pick(s)]: (acc[pick(s)] ?? 0) + 1}), {}))
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
    console.log(`code samples parsed: ${samples.length} (${count((s) => s.language)}); by area: ${count((s) => s.file.split('/').slice(0, s.file.startsWith('versioned_docs') ? 2 : 1).join('/'))}`);
    expect(samples.length).toBeGreaterThan(0);
    expect(errors.sort()).toEqual([]);
  }, 600_000);
});
