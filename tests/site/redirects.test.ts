import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlFileFor} from './lib/builtRoutes';

const build = path.resolve(__dirname, '../../build');

describe('static host configuration', () => {
  it('redirects old addresses to pages that exist', () => {
    const rules = fs
      .readFileSync(path.join(build, '_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('/'))
      .map((line) => line.split(/\s+/));
    expect(rules.length).toBeGreaterThanOrEqual(7);
    for (const [from, to, status] of rules) {
      expect(status, from).toBe('301');
      if (!to.includes(':splat')) expect(htmlFileFor(build, to), `${from} -> ${to}`).not.toBeNull();
    }
  });

  it('sends security headers with a policy that allows only the site itself by default', () => {
    const headers = fs.readFileSync(path.join(build, '_headers'), 'utf8');
    const csp = headers.match(/Content-Security-Policy: (.*)/)?.[1] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/https?:\/\//);
    expect(headers).toContain('X-Content-Type-Options: nosniff');
  });
});
