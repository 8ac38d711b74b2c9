// The pages a change touched, against a base branch (main): committed since the branch left it, edited
// in the work tree, or new and not yet added. A page that links to a changed page is checked too, since
// a renamed heading or a moved file breaks links from other pages. A change to what every page depends on
// (sidebars, tags.yml, release data, versions.json) means the whole site.
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {Site} from './types';

const git = (siteDir: string, args: string[]) =>
  execFileSync('git', args, {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']})
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** Files changed against `base`, relative to the site. */
export function changedFiles(siteDir: string, base: string): string[] {
  const top = git(siteDir, ['rev-parse', '--show-toplevel'])[0];
  const mergeBase = git(siteDir, ['merge-base', base, 'HEAD'])[0];
  const files = new Set([
    ...git(siteDir, ['diff', '--name-only', '--no-renames', mergeBase]),
    ...git(siteDir, ['ls-files', '--others', '--exclude-standard']).map((f) => path.relative(top, path.join(siteDir, f))),
  ]);
  return [...files].map((f) => path.relative(siteDir, path.join(top, f)).split(path.sep).join('/'));
}

const sharedInputs = /(^|\/)([^/]*sidebars[^/]*\.(ts|js|json)|tags\.yml|_category_\.(json|ya?ml)|versions\.json)$|^data\//;

/** The pages to check for a change, or null when it touches what every page depends on. */
export function pagesForChange(site: Site, changed: string[]): string[] | null {
  if (changed.some((f) => sharedInputs.test(f))) return null;
  const pages = new Set(changed.filter((f) => site.docByFile.has(f)));
  const removed = changed.filter((f) => /\.mdx?$/.test(f) && !site.docByFile.has(f));
  // What a link to a changed or removed page contains: its file name, or its route's last segment after a slash.
  const names = new Set<string>();
  for (const file of [...pages, ...removed]) {
    // An index page's file name says little: a link to it names its folder too (../lock/index.md).
    const base = path.posix.basename(file);
    names.add(/^(index|README)\.mdx?$/.test(base) ? `${path.posix.basename(path.posix.dirname(file))}/${base}` : base);
    const doc = site.docByFile.get(file);
    if (doc) names.add(`/${doc.permalink.split('/').pop()}`);
    if (/\/index\.mdx?$/.test(file)) names.add(`/${path.posix.basename(path.posix.dirname(file))}`);
  }
  for (const doc of site.docs) {
    if (pages.has(doc.file)) continue;
    const text = site.text(doc.file);
    for (const name of names) {
      if (name && text.includes(name)) {
        pages.add(doc.file);
        break;
      }
    }
  }
  return [...pages];
}
