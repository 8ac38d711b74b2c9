import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {htmlFileFor, readRouteList} from '../site/lib/builtRoutes';
import {filesCompile} from '../site/lib/phpLint';
import {measureProse, minimumWords} from '../site/lib/prose';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-lib-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('htmlFileFor', () => {
  fs.mkdirSync(path.join(dir, 'docs/apis/commonfiles'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'index.html'), '');
  fs.writeFileSync(path.join(dir, 'docs.html'), '');
  fs.writeFileSync(path.join(dir, 'docs/apis/commonfiles/version.php.html'), '');

  it('maps the root, a page and a page whose name has a dot', () => {
    expect(htmlFileFor(dir, '/')).toBe(path.join(dir, 'index.html'));
    expect(htmlFileFor(dir, '/docs')).toBe(path.join(dir, 'docs.html'));
    expect(htmlFileFor(dir, '/docs/apis/commonfiles/version.php')).toBe(
      path.join(dir, 'docs/apis/commonfiles/version.php.html'),
    );
  });

  it('does not take a folder for a page', () => {
    expect(htmlFileFor(dir, '/docs/apis')).toBeNull();
  });
});

describe('readRouteList', () => {
  it('keeps routes and drops comments and blank lines', () => {
    const file = path.join(dir, 'routes.txt');
    fs.writeFileSync(file, '# foundation\n/\n\n/docs\n  /general  \n');
    expect(readRouteList(file)).toEqual(['/', '/docs', '/general']);
  });
});

describe('measureProse', () => {
  it('counts article words but not code, footer or navigation', () => {
    const html = `<nav>Menu items here</nav><article><div class="theme-doc-markdown markdown">
      <h1>Lock API</h1><p>Locks stop two processes doing the same work.</p>
      <pre><code>$lock = $factory->get_lock('x', 10);</code></pre></div>
      <footer class="theme-doc-footer">Edit this page</footer></article>`;
    expect(measureProse(html)).toEqual({words: 10, placeholder: null, unrendered: null});
  });

  it('finds placeholder words', () => {
    const html = '<div class="theme-doc-markdown"><p>TODO write this.</p></div>';
    expect(measureProse(html).placeholder).toBe('TODO');
  });

  it('finds an admonition fence left as text, but not one written about in inline code', () => {
    const fence = '<div class="theme-doc-markdown"><p>:::warning[Security issues] Report it privately.</p><p>:::</p></div>';
    expect(measureProse(fence).unrendered).toBe(':::warning[Security issues]');
    const aboutIt = '<div class="theme-doc-markdown"><p>Use admonitions (<code>:::note</code>) sparingly.</p></div>';
    expect(measureProse(aboutIt).unrendered).toBeNull();
  });
});

describe('minimumWords', () => {
  it('is 30% of the reference depth, between 60 and 150', () => {
    expect(minimumWords(0)).toBe(60);
    expect(minimumWords(300)).toBe(90);
    expect(minimumWords(5000)).toBe(150);
  });
});

describe('filesCompile', () => {
  const php = (name: string, code: string) => {
    const file = path.join(dir, `${name}.php`);
    fs.writeFileSync(file, `<?php\n${code}\n`);
    return file;
  };
  const files = [
    php('fine', 'function f(int $a): int {\n    return $a;\n}'),
    php('parse-error', 'function f( {'),
    php('compile-error', 'function f($a, $a) {}'),
    php('break-outside-loop', 'break;'),
    php('fine-after-fatal', 'class a {}'),
    php('same-class-again', 'class a {}'),
  ];

  it('says of each file in one process what php -l says, a compile error among them', async () => {
    const lint = files.map((file) => spawnSync('php', ['-n', '-l', file]).status === 0);
    expect(lint).toEqual([true, false, false, false, true, true]);
    expect(await filesCompile(files)).toEqual(lint);
  });
});
