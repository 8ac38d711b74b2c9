export interface AllowedOrigins {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * The Content Security Policy of the site: its own origin, plus the origins of the services that are
 * configured. Inline scripts are allowed because Docusaurus inlines the colour-mode script;
 * 'wasm-unsafe-eval' and blob workers because Pagefind searches in a WebAssembly worker; `data:`
 * stylesheets because a page that alone needs some styles serves them as one with its content
 * (src/components/PageStyles), which inline styles, already allowed, could do as well.
 */
export function contentSecurityPolicy(allowed: AllowedOrigins): string {
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", "'unsafe-inline'", "'wasm-unsafe-eval'", ...allowed.script)}`,
    `style-src 'self' 'unsafe-inline' data:`,
    `img-src ${list("'self'", 'data:', ...allowed.img)}`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", ...allowed.connect)}`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/** The `_headers` file of Netlify-style static hosts. */
export function headersFile(csp: string): string {
  return [
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  X-Frame-Options: DENY',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), interest-cohort=()',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/sw.js',
    '  Cache-Control: no-cache',
    '',
  ].join('\n');
}
