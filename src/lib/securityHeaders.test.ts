import {describe, expect, it} from 'vitest';
import {contentSecurityPolicy, headersFile} from './securityHeaders';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows only the site itself when no service is configured', () => {
    const csp = contentSecurityPolicy({script: [], connect: [], img: []});
    expect(directive(csp, 'default-src')).toBe(`default-src 'self'`);
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self'`);
    expect(csp).not.toMatch(/https:/);
  });

  it('lets Pagefind run its WebAssembly worker', () => {
    const csp = contentSecurityPolicy({script: [], connect: [], img: []});
    expect(directive(csp, 'script-src')).toContain(`'wasm-unsafe-eval'`);
    expect(directive(csp, 'worker-src')).toBe(`worker-src 'self' blob:`);
  });

  it('adds the origins of configured services to the right directives', () => {
    const csp = contentSecurityPolicy({
      script: ['https://chat.example'],
      connect: ['https://chat.example', 'https://abc-dsn.algolia.net'],
      img: [],
    });
    expect(directive(csp, 'script-src')).toContain('https://chat.example');
    expect(directive(csp, 'connect-src')).toBe(`connect-src 'self' https://chat.example https://abc-dsn.algolia.net`);
  });
});

describe('headersFile', () => {
  it('applies the policy and the hardening headers to every path', () => {
    const file = headersFile("default-src 'self'");
    expect(file.startsWith("/*\n  Content-Security-Policy: default-src 'self'\n")).toBe(true);
    expect(file).toContain('X-Content-Type-Options: nosniff');
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});
