// The content pages of the docs plugins, their areas and sidebar order, and the llms.txt files made
// from them.
import {servedRoute} from '../../lib/twinPath';
import {masterMoodleVersion} from '../../../config/moodle';
import olderVersions from '../../../versions.json';

interface SidebarItem {
  type: string;
  id?: string;
  items?: SidebarItem[];
}
interface LoadedVersion {
  versionName: string;
  label: string;
  path: string;
  docs: {id: string; title: string; description: string; permalink: string; unlisted?: boolean}[];
  sidebars: Record<string, SidebarItem[]>;
}
export interface DocsInstance {
  loadedVersions: LoadedVersion[];
}

export interface ContentPage {
  route: string;
  title: string;
  description: string;
  /** The area's folder of llms-full.txt: `/docs`, `/docs/4.2` (one per version), `/general`. */
  area: string;
  /** Its heading in llms.txt. */
  section: string;
}

// The general area's sections in llms.txt, by path prefix, first match wins.
const generalSections: [string, string][] = [
  ['/general/app_releases', 'Release notes'],
  ['/general/releases', 'Release notes'],
  ['/general/app', 'Moodle App'],
  ['/general/community', 'Community'],
  ['/general/channels', 'Community'],
  ['/general/development', 'Development'],
  ['/general/contentguidelines', 'Content guidelines'],
  ['/general/documentation', 'Writing these docs'],
  ['/general/projects', 'Projects'],
];

const under = (route: string, prefix: string) => route === prefix || route.startsWith(`${prefix}/`);

/** The docs version a route belongs to, as a twin's header names it, and its llms-full.txt folder. */
export function areaOf(route: string): {version: string; area: string} {
  for (const v of olderVersions) if (under(route, `/docs/${v}`)) return {version: `${v} (Moodle ${v})`, area: `/docs/${v}`};
  if (under(route, '/docs')) return {version: `master (Moodle ${masterMoodleVersion})`, area: '/docs'};
  return {version: 'unversioned (general area)', area: '/general'};
}

function sectionOf(route: string): string {
  const {area} = areaOf(route);
  if (area === '/docs') return `Developer docs, master (Moodle ${masterMoodleVersion})`;
  if (area !== '/general') return `Developer docs, ${area.slice('/docs/'.length)}`;
  return generalSections.find(([prefix]) => under(route, prefix))?.[1] ?? 'General';
}

/** Every doc of every version, in the order of its version's sidebars, then the docs of no sidebar. */
export function contentPages(instances: Record<string, DocsInstance> | undefined): ContentPage[] {
  const pages: ContentPage[] = [];
  for (const instance of Object.values(instances ?? {})) {
    for (const version of instance.loadedVersions) {
      const order: string[] = [];
      const visit = (items: SidebarItem[]) =>
        items.forEach((item) => {
          if ((item.type === 'doc' || item.type === 'ref') && item.id && !order.includes(item.id)) order.push(item.id);
          if (item.items) visit(item.items);
        });
      Object.values(version.sidebars).forEach(visit);
      const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
      const docs = version.docs.filter((d) => !d.unlisted).sort((a, b) => rank(a.id) - rank(b.id));
      for (const doc of docs) {
        // An index doc's permalink keeps its trailing slash; its page is served without one.
        const route = servedRoute(doc.permalink);
        pages.push({route, title: doc.title, description: doc.description, area: areaOf(route).area, section: sectionOf(route)});
      }
    }
  }
  return pages;
}

/** `a`, `a and b`, `a, b and c`. */
const inWords = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

const twinUrl = (siteUrl: string, route: string) => `${siteUrl}${route === '/' ? '/index' : route}.md`;

/** /llms.txt: the site in one paragraph, then every content page under its area. */
export function llmsIndex(pages: ContentPage[], siteUrl: string, title: string): string {
  const sections = new Map<string, ContentPage[]>();
  for (const page of pages) sections.set(page.section, [...(sections.get(page.section) ?? []), page]);
  const lines = [
    `# ${title}`,
    '',
    `> The documentation for developers of Moodle LMS and the Moodle App: APIs, subsystems and plugin types for each supported Moodle version (${inWords(['master', ...olderVersions])}), guides, release notes of every Moodle and Moodle App release, and how the Moodle community develops, reviews and documents its code.`,
    '',
    `Each link is the Markdown version of a page; the same page in HTML is at the address without \`.md\`. Every page of an area in one file: ${['/docs', ...olderVersions.map((v) => `/docs/${v}`), '/general'].map((a) => `${siteUrl}${a}/llms-full.txt`).join(', ')}.`,
  ];
  for (const [section, list] of sections) {
    lines.push('', `## ${section}`, '');
    for (const page of list) lines.push(`- [${page.title}](${twinUrl(siteUrl, page.route)})${page.description ? `: ${page.description}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The llms-full.txt of each area: its pages' twins in sidebar order. */
export function llmsFull(pages: ContentPage[], twins: Map<string, string>): Map<string, string> {
  const areas = new Map<string, string[]>();
  for (const page of pages) {
    const twin = twins.get(page.route);
    if (twin) areas.set(page.area, [...(areas.get(page.area) ?? []), twin.trim()]);
  }
  return new Map([...areas].map(([area, list]) => [area, `${list.join('\n\n---\n\n')}\n`]));
}
