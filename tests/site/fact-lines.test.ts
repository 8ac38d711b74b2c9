// Lines of facts, such as "**Release date:** 9 June 2023" over "**Version code:** 42000", stay on their
// own lines. Markdown joins two lines of a paragraph into one unless the first ends with a hard break
// (a backslash), so in the built page a label that starts a line of the source follows a plain newline,
// and the reader sees the facts run together.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const build = process.env.SITE_BUILD_DIR ?? path.resolve(__dirname, '../../build');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

describe('lines of facts', () => {
  it('start a new line on the page wherever they start one in the source', () => {
    const runTogether = htmlFiles(build).flatMap((file) => {
      const html = fs.readFileSync(file, 'utf8');
      return [...html.matchAll(/<p>(?:(?!<\/p>).)*?[^>]\n<strong>([^<]{1,40}:)<\/strong>/gs)].map(
        (m) => `${path.relative(build, file)}: "${m[1]}" runs on from the line before`,
      );
    });
    expect(runTogether).toEqual([]);
  });
});
