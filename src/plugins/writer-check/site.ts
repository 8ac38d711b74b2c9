// The site as the check sees it: its content areas, every doc with its id and permalink (computed with
// the docs plugin's own slug rules), the routes that are not docs, each area's tags and sidebars, and the
// release data. Reading this takes a read of every file's front matter; a page's markdown is parsed only
// when a rule asks for its facts, and those are cached across runs (cache.ts).
import fs from 'node:fs';
import path from 'node:path';
import {GlobExcludeDefault, Globby, createSlugger, normalizeUrl, posixPath} from '@docusaurus/utils';
import {getTagsFile} from '@docusaurus/utils-validation';
import getSlug from '@docusaurus/plugin-content-docs/lib/slug.js';
import {DefaultNumberPrefixParser, stripPathNumberPrefixes} from '@docusaurus/plugin-content-docs/lib/numberPrefix.js';
import YAML from 'yaml';
import {FactsCache} from './cache';
import {parseFrontMatter} from './front-matter';
import type {Area, Doc, PageFacts, Site, TagDefinition} from './types';

/** A docs plugin instance as configured (config/docs.ts). */
export interface DocsInstance {
  id?: string;
  path: string;
  routeBasePath: string;
  sidebarPath: string;
  /** Whether versions.json gives it versioned copies. */
  versioned?: boolean;
}

export interface Layout {
  siteDir: string;
  instances: DocsInstance[];
  /** Routes of plugins other than the docs (`/search`). */
  pluginRoutes?: string[];
}

/** The areas of the site: the current docs of each instance and each version of a versioned one. */
export function areasOf(layout: Layout): Area[] {
  const areas: Area[] = [];
  for (const instance of layout.instances) {
    const plugin = instance.id ?? 'default';
    const routeBase = normalizeUrl(['/', instance.routeBasePath]);
    const label = plugin === 'default' ? 'docs' : plugin;
    areas.push({name: label, plugin, version: 'current', dir: instance.path, routeBase, sidebarsFile: instance.sidebarPath.replace(/^\.\//, ''), tagsFile: `${instance.path}/tags.yml`});
    const versionsFile = path.join(layout.siteDir, plugin === 'default' ? 'versions.json' : `${plugin}_versions.json`);
    if (instance.versioned === false || !fs.existsSync(versionsFile)) continue;
    const prefix = plugin === 'default' ? '' : `${plugin}_`;
    for (const version of JSON.parse(fs.readFileSync(versionsFile, 'utf8')) as string[]) {
      const dir = `${prefix}versioned_docs/version-${version}`;
      areas.push({name: `${label}-${version}`, plugin, version, dir, routeBase: normalizeUrl([routeBase, version]), sidebarsFile: `${prefix}versioned_sidebars/version-${version}-sidebars.json`, tagsFile: `${dir}/tags.yml`});
    }
  }
  return areas;
}

/** The id and permalink of a doc, as the docs plugin computes them (docs.ts and slug.ts of the plugin). */
export function docIdentity(source: string, frontMatter: Record<string, unknown>, area: Area): {id: string; permalink: string} {
  const parseNumberPrefixes = frontMatter.parse_number_prefixes !== false;
  const name = path.posix.basename(source, path.posix.extname(source));
  const sourceDirName = path.posix.dirname(source);
  const baseID = typeof frontMatter.id === 'string' ? frontMatter.id : parseNumberPrefixes ? DefaultNumberPrefixParser(name).filename : name;
  const dirPrefix = sourceDirName === '.' ? undefined : parseNumberPrefixes ? stripPathNumberPrefixes(sourceDirName, DefaultNumberPrefixParser) : sourceDirName;
  const id = [dirPrefix, baseID].filter(Boolean).join('/');
  const slug = getSlug({
    baseID,
    source,
    sourceDirName,
    frontMatterSlug: typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined,
    stripDirNumberPrefixes: parseNumberPrefixes,
    numberPrefixParser: DefaultNumberPrefixParser,
  });
  // The site's trailingSlash: false gives every route without one (the core applies it to the routes).
  const permalink = normalizeUrl([area.routeBase, slug]);
  return {id, permalink: permalink.length > 1 ? permalink.replace(/\/$/, '') : permalink};
}

interface SidebarItem {
  type?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type?: string; id?: string; slug?: string};
}

/** Generated category index pages, from sidebar categories and _category_ files. */
function generatedIndexes(area: Area, sidebars: unknown, siteDir: string): string[] {
  const slugger = createSlugger();
  const routes: string[] = [];
  const add = (label: string | undefined, link: SidebarItem['link']) => {
    if (link?.type !== 'generated-index') return;
    routes.push(normalizeUrl([area.routeBase, link.slug ?? `/category/${slugger.slug(label ?? '')}`]).replace(/(.)\/$/, '$1'));
  };
  const walk = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const item of items as SidebarItem[]) {
      if (item && typeof item === 'object') {
        if (item.type === 'category') add(item.label, item.link);
        walk(item.items);
      }
    }
  };
  if (sidebars && typeof sidebars === 'object') Object.values(sidebars).forEach(walk);
  for (const file of Globby.sync(['**/_category_.{json,yml,yaml}'], {cwd: path.join(siteDir, area.dir)})) {
    const text = fs.readFileSync(path.join(siteDir, area.dir, file), 'utf8');
    const meta = (file.endsWith('.json') ? JSON.parse(text) : YAML.parse(text)) as SidebarItem | null;
    add(meta?.label ?? path.posix.basename(path.posix.dirname(file)), meta?.link);
  }
  return routes;
}

/** Routes of the pages plugin (src/pages), as its file names give them. */
function pageRoutes(siteDir: string): string[] {
  const dir = path.join(siteDir, 'src/pages');
  if (!fs.existsSync(dir)) return [];
  return Globby.sync(['**/*.{js,jsx,ts,tsx,md,mdx}'], {cwd: dir, ignore: GlobExcludeDefault}).map((file) => {
    const route = `/${file.replace(/\.[^.]+$/, '').replace(/(^|\/)index$/, '')}`;
    return route === '/' ? route : route.replace(/\/$/, '');
  });
}

async function loadSidebars(siteDir: string, file: string): Promise<unknown> {
  const full = path.join(siteDir, file);
  if (!fs.existsSync(full)) return undefined;
  if (file.endsWith('.json')) return JSON.parse(fs.readFileSync(full, 'utf8'));
  const module = await import(full);
  return module.default?.default ?? module.default ?? module;
}

function moodleVersions(siteDir: string): Set<string> {
  const file = path.join(siteDir, 'data/versions.json');
  const out = new Set<string>();
  if (!fs.existsSync(file)) return out;
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as {branches?: {version: string; releases?: {version: string}[]}[]};
  for (const branch of data.branches ?? []) {
    out.add(branch.version);
    for (const release of branch.releases ?? []) out.add(release.version);
  }
  return out;
}

function itemReleases(siteDir: string): Set<string> {
  const dir = path.join(siteDir, 'data/release-items');
  const out = new Set<string>();
  if (!fs.existsSync(dir)) return out;
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.json') || name === 'schema.json') continue;
    const data = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as {releases?: {release: string}[]};
    for (const release of data.releases ?? []) out.add(release.release);
  }
  return out;
}

export async function loadSite(layout: Layout, cache = new FactsCache(layout.siteDir)): Promise<Site> {
  const {siteDir} = layout;
  const areas = areasOf(layout);
  const docs: Doc[] = [];
  const texts = new Map<string, string>();
  const text = (file: string) => {
    let value = texts.get(file);
    if (value === undefined) {
      value = fs.readFileSync(path.join(siteDir, file), 'utf8');
      texts.set(file, value);
    }
    return value;
  };
  const tags = new Map<string, Record<string, TagDefinition>>();
  const sidebars = new Map<string, unknown>();
  const otherRoutes = new Set<string>([...pageRoutes(siteDir), ...(layout.pluginRoutes ?? [])]);

  for (const area of areas) {
    const contentPath = path.join(siteDir, area.dir);
    if (!fs.existsSync(contentPath)) continue;
    for (const source of Globby.sync(['**/*.{md,mdx}'], {cwd: contentPath, ignore: GlobExcludeDefault})) {
      const file = posixPath(path.join(area.dir, source));
      let frontMatter: Record<string, unknown> = {};
      try {
        frontMatter = parseFrontMatter(text(file));
      } catch {
        // The page's facts report the broken front matter, with its line.
      }
      docs.push({file, area, ...docIdentity(source, frontMatter, area), frontMatter});
    }
    const tagsFile = await getTagsFile({tags: 'tags.yml', contentPaths: {contentPath, contentPathLocalized: contentPath}});
    tags.set(area.name, (tagsFile ?? {}) as Record<string, TagDefinition>);
    const tagsRoute = normalizeUrl([area.routeBase, 'tags']);
    otherRoutes.add(tagsRoute);
    for (const tag of Object.values(tags.get(area.name)!)) otherRoutes.add(normalizeUrl([tagsRoute, tag.permalink]));
    const sidebar = await loadSidebars(siteDir, area.sidebarsFile);
    sidebars.set(area.name, sidebar);
    for (const route of generatedIndexes(area, sidebar, siteDir)) otherRoutes.add(route);
  }

  const facts = new Map<string, Promise<PageFacts>>();
  const staticDir = path.join(siteDir, 'static');
  return {
    siteDir,
    areas,
    docs,
    docByFile: new Map(docs.map((d) => [d.file, d])),
    docByPermalink: new Map(docs.map((d) => [d.permalink, d])),
    otherRoutes,
    tags,
    sidebars,
    moodleVersions: moodleVersions(siteDir),
    itemReleases: itemReleases(siteDir),
    hasStaticFile: (urlPath) => {
      const full = path.join(staticDir, urlPath);
      return full.startsWith(staticDir) && fs.existsSync(full) && fs.statSync(full).isFile();
    },
    text,
    facts(file) {
      let value = facts.get(file);
      if (!value) {
        value = cache.facts(file, text(file));
        facts.set(file, value);
      }
      return value;
    },
  };
}

