import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';

/**
 * An independent audit of the links in a production build: every internal link, asset reference
 * and `#anchor` must resolve to a file in build/ (or, through `_redirects`, to one) and every anchor
 * to an element id on the target page. It reads the HTML with a parser (the minifier leaves attributes
 * unquoted) and needs no server, so it runs over ~2,000 pages in seconds.
 */

export interface BrokenLink {
  /** The route of the page that holds the link. */
  from: string;
  /** The attribute value as written. */
  href: string;
  reason: 'missing page' | 'missing file' | 'missing anchor';
}

export interface AuditResult {
  pages: number;
  links: number;
  anchors: number;
  broken: BrokenLink[];
}

interface Page {
  route: string;
  ids: Set<string>;
  refs: {href: string; tag: string}[];
}

/** Every file under dir, relative, with forward slashes. */
function walk(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, rel), {withFileTypes: true})) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(dir, child));
    else out.push(child);
  }
  return out;
}

/** The route a built HTML file answers: docs/apis.html -> /docs/apis, docs/index.html -> /docs. */
export function routeOf(file: string): string {
  const route = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
  return route === '/' ? '/' : route.replace(/\/$/, '');
}

/** Netlify-style `_redirects` rules (`from to [status]`, `*` and `:splat` supported). */
export function parseRedirects(text: string): {from: RegExp; to: string}[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [from, to] = l.split(/\s+/);
      const pattern = from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '(.*)');
      return {from: new RegExp(`^${pattern}$`), to};
    });
}

function read(buildDir: string, file: string): Page {
  // htmlparser2 (xmlMode off) parses the minifier's unquoted attributes and is several times faster than parse5.
  const $ = cheerio.load(fs.readFileSync(path.join(buildDir, file), 'utf8'), {xml: {xmlMode: false, decodeEntities: true}});
  const ids = new Set<string>();
  $('[id]').each((_, el) => void ids.add($(el).attr('id')!));
  $('a[name]').each((_, el) => void ids.add($(el).attr('name')!));
  const refs: Page['refs'] = [];
  $('a[href], area[href], link[href], img[src], script[src], source[src], iframe[src], video[src], audio[src]').each((_, el) => {
    if (el.type !== 'tag') return;
    const href = $(el).attr('href') ?? $(el).attr('src')!;
    // Hints to other hosts; canonical/alternate are absolute and checked like any other link.
    if (el.name === 'link' && /preconnect|dns-prefetch/.test($(el).attr('rel') ?? '')) return;
    refs.push({href, tag: el.name});
  });
  return {route: routeOf(file), ids, refs};
}

export function auditLinks(buildDir: string, options: {siteUrl: string; baseUrl?: string}): AuditResult {
  const baseUrl = (options.baseUrl ?? '/').replace(/\/?$/, '/');
  const origin = new URL(options.siteUrl).origin;
  const files = walk(buildDir);
  const fileSet = new Set(files);
  const htmlFiles = files.filter((f) => f.endsWith('.html'));
  const pages = new Map<string, Page>();
  for (const file of htmlFiles) {
    const page = read(buildDir, file);
    // docs/x.html and docs/x/index.html would both claim /docs/x; the first written wins, as on a static host.
    if (!pages.has(page.route)) pages.set(page.route, page);
  }
  const redirectsFile = path.join(buildDir, '_redirects');
  const redirects = fs.existsSync(redirectsFile) ? parseRedirects(fs.readFileSync(redirectsFile, 'utf8')) : [];

  /** The page or file a site path (without base URL) resolves to, following one redirect. */
  const resolve = (sitePath: string, hops = 0): {page?: Page; file?: string} | null => {
    const clean = sitePath.length > 1 ? sitePath.replace(/\/$/, '') : sitePath;
    const page = pages.get(clean);
    if (page) return {page};
    const rel = clean.replace(/^\//, '');
    if (fileSet.has(rel)) return {file: rel};
    if (hops === 0) {
      for (const r of redirects) {
        const m = r.from.exec(clean);
        if (m) return resolve(r.to.replace(':splat', m[1] ?? ''), 1);
      }
    }
    return null;
  };

  const broken: BrokenLink[] = [];
  let links = 0;
  let anchors = 0;
  for (const page of pages.values()) {
    const pageUrl = new URL(page.route === '/' ? baseUrl : `${baseUrl}${page.route.slice(1)}`, origin);
    for (const {href, tag} of page.refs) {
      if (/^(mailto|tel|javascript|data|blob):/i.test(href) || href === '#' || href === '') continue;
      let url: URL;
      try {
        url = new URL(href, pageUrl);
      } catch {
        broken.push({from: page.route, href, reason: 'missing page'});
        continue;
      }
      if (url.origin !== origin) continue;
      let pathname = decodeURIComponent(url.pathname);
      if (!pathname.startsWith(baseUrl) && `${pathname}/` !== baseUrl) {
        broken.push({from: page.route, href, reason: 'missing page'});
        continue;
      }
      pathname = `/${pathname.slice(baseUrl.length)}`;
      links++;
      const target = resolve(pathname);
      if (!target) {
        broken.push({from: page.route, href, reason: tag === 'a' || tag === 'area' ? 'missing page' : 'missing file'});
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (fragment && target.page && (tag === 'a' || tag === 'area')) {
        anchors++;
        if (!target.page.ids.has(fragment)) broken.push({from: page.route, href, reason: 'missing anchor'});
      }
    }
  }
  return {pages: pages.size, links, anchors, broken};
}

/** One line per broken target, with the pages that link to it (at most five named). */
export function formatBroken(broken: BrokenLink[]): string[] {
  const byTarget = new Map<string, BrokenLink[]>();
  for (const b of broken) {
    const key = `${b.reason}: ${b.href}`;
    byTarget.set(key, [...(byTarget.get(key) ?? []), b]);
  }
  return [...byTarget.entries()].map(([key, list]) => {
    const from = [...new Set(list.map((b) => b.from))];
    return `${key}  <- ${from.slice(0, 5).join(', ')}${from.length > 5 ? ` and ${from.length - 5} more` : ''}`;
  });
}
