import fs from 'node:fs';
import path from 'node:path';

/**
 * The HTML file the production build writes for a route. With `trailingSlash: false` a page is
 * written as `route.html`; index-like pages can also be `route/index.html`.
 */
export function htmlFileFor(buildDir: string, route: string): string | null {
  const rel = route === '/' ? 'index.html' : route.replace(/^\//, '');
  for (const candidate of [rel, `${rel}.html`, path.join(rel, 'index.html')]) {
    const file = path.join(buildDir, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** Reads a route list: one route a line, blank lines and `#` comments ignored. */
export function readRouteList(file: string): string[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('/'));
}
