// The shapes the writer's check passes between its parts. A rule reads the site and a page's facts and
// returns findings; it never reads files itself, so a rule is tested on fixture pages alone.

/** One problem, where the writer must look for it. Paths are relative to the site, with `/`. */
export interface Finding {
  file: string;
  line: number;
  column: number;
  /** The rule that found it (links, tags, sidebars, …). */
  rule: string;
  message: string;
}

/** A position in a file, 1-based as editors count. */
export interface Place {
  line: number;
  column: number;
}

export interface Heading extends Place {
  id: string;
  text: string;
  depth: number;
  /** Written by a component (`<ReleaseItems>`), not in the page's text. */
  generated?: boolean;
}

export interface Link extends Place {
  url: string;
  /** `link` and `definition` are markdown; `jsx` is an href or to attribute of an element. */
  kind: 'link' | 'definition' | 'jsx';
}

export interface Element extends Place {
  name: string;
  /** Attributes with a plain string value; an expression's value is null. */
  attributes: Record<string, string | null>;
}

export interface Comment extends Place {
  text: string;
}

/** What the check needs to know of one markdown file; computed once per content and cached. */
export interface PageFacts {
  format: 'md' | 'mdx';
  frontMatter: Record<string, unknown>;
  /** The line of each top-level front matter key. */
  frontMatterKeys: Record<string, number>;
  /** The line after the closing `---` of the front matter (1 when there is none). */
  bodyLine: number;
  headings: Heading[];
  /** Ids of elements that Docusaurus records as anchors besides headings (`<a id>`). */
  anchors: string[];
  links: Link[];
  elements: Element[];
  comments: Comment[];
  /** Headings with nothing under them but comments before the next heading of their level or above. */
  emptySections: Heading[];
  /** A syntax error that stops the page from compiling. */
  error?: Place & {message: string};
}

/** A content folder with its routes: the master docs, a docs version, or the general area. */
export interface Area {
  /** docs, docs-4.2, docs-4.1, general */
  name: string;
  /** The docs plugin instance. */
  plugin: string;
  /** The docs version: current, 4.2, 4.1. */
  version: string;
  /** Relative to the site: docs, versioned_docs/version-4.2, general. */
  dir: string;
  /** /docs, /docs/4.2, /general */
  routeBase: string;
  sidebarsFile: string;
  tagsFile: string;
}

export interface Doc {
  /** Relative to the site, with `/`. */
  file: string;
  area: Area;
  id: string;
  permalink: string;
  frontMatter: Record<string, unknown>;
}

export interface TagDefinition {
  label: string;
  description?: string;
  permalink: string;
}

export interface Site {
  siteDir: string;
  areas: Area[];
  docs: Doc[];
  docByFile: Map<string, Doc>;
  docByPermalink: Map<string, Doc>;
  /** Routes that are not docs: tag pages, generated category indexes, src/pages, plugin pages. */
  otherRoutes: Set<string>;
  /** The tags.yml of each area, by area name. */
  tags: Map<string, Record<string, TagDefinition>>;
  /** Each area's sidebars as Docusaurus reads them, by area name. */
  sidebars: Map<string, unknown>;
  /** Every branch (4.2) and release (4.2.1) of data/versions.json. */
  moodleVersions: Set<string>;
  /** Every release of data/release-items/ (4.2.1, v3.9.5). */
  itemReleases: Set<string>;
  /** A file under static/ exists. */
  hasStaticFile(urlPath: string): boolean;
  /** The facts of a markdown file of the site, parsed on first use. */
  facts(file: string): Promise<PageFacts>;
  /** The text of a file of the site. */
  text(file: string): string;
}

/** The files a run looks at: every page, or those a change touched. */
export interface Scope {
  /** Pages to check, relative to the site. */
  pages: string[];
  /** Whether the whole site is checked (site-wide rules report everything then). */
  all: boolean;
}

/**
 * A check. `page` looks at one page; `site` at what is not a page (sidebars). Each rule lives in its own
 * file under rules/ and is listed in rules/index.ts.
 */
export interface Rule {
  name: string;
  /** One line for the check's help. */
  description: string;
  page?(doc: Doc, facts: PageFacts, site: Site): Finding[] | Promise<Finding[]>;
  site?(site: Site, scope: Scope): Finding[] | Promise<Finding[]>;
}
