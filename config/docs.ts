import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {editUrl} from './site';
import remarkTrackerLinks from '../src/plugins/remark-tracker-links';
import remarkReleaseFacts from '../src/plugins/remark-release-facts';
import remarkReleaseItems from '../src/plugins/release-items/remark';
import remarkUpgradeNotes from '../src/plugins/upgrade-notes/remark';
import remarkApiLinks from '../src/plugins/remark-api-links';
import remarkAuthoringComponents from '../src/plugins/remark-authoring-components';
import {rulesSourcesPlugin} from '../src/plugins/remark-rules-sources';
import remarkWriterFacts from '../src/plugins/writer-check/parsed';
import rehypeKeyValueTables from '../src/plugins/rehype-key-value-tables';
import rehypeCodeBreaks from '../src/plugins/rehype-code-breaks';
import olderVersions from '../versions.json';

// Options both docs instances share (and the fixture site of the bad-input tests): edit links,
// last-update data, strict tags, tracker links, the release facts of the release components, the imports
// of the authoring components a page uses, and tables
// of facts written with an empty header row served with row headers instead, and line-break points in
// inline code.
export const sharedDocsOptions = {
  editUrl,
  showLastUpdateAuthor: true,
  showLastUpdateTime: true,
  // Every tag must be declared in the version's tags.yml; an unknown tag fails the build.
  tags: 'tags.yml',
  onInlineTags: 'throw',
  breadcrumbs: true,
  remarkPlugins: [remarkTrackerLinks, remarkReleaseFacts, remarkAuthoringComponents],
  // Before the stock plugins, so that the headings they write get anchors and enter the table of contents;
  // the writer's check first, to read the pages as written.
  beforeDefaultRemarkPlugins: [remarkWriterFacts, remarkReleaseItems, remarkUpgradeNotes],
  rehypePlugins: [rehypeKeyValueTables, rehypeCodeBreaks],
} satisfies Partial<DocsOptions>;

/** The same remark plugins for the pages plugin (src/pages). */
export const markdownPlugins = {
  remarkPlugins: sharedDocsOptions.remarkPlugins,
  beforeDefaultRemarkPlugins: sharedDocsOptions.beforeDefaultRemarkPlugins,
  rehypePlugins: sharedDocsOptions.rehypePlugins,
};

/**
 * The versioned developer docs at /docs: master (current) and each version of versions.json, labelled
 * with its number. No version shows Docusaurus's "unmaintained" banner: each is corrected for its release.
 */
export const developerDocs: DocsOptions = {
  ...sharedDocsOptions,
  // Inline code that names a Moodle API symbol links to its definition, in the developer docs only.
  remarkPlugins: [...sharedDocsOptions.remarkPlugins, remarkApiLinks],
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  lastVersion: 'current',
  versions: {
    current: {label: 'master', banner: 'none', noIndex: false},
    ...Object.fromEntries(olderVersions.map((version) => [version, {label: version, banner: 'none'}])),
  },
} as DocsOptions;

/** The unversioned general area at /general: community, process, releases, the app. */
export const generalDocs: DocsOptions = {
  ...sharedDocsOptions,
  id: 'general',
  path: 'general',
  routeBasePath: 'general',
  sidebarPath: './sidebarsGeneral.ts',
  // The rules pages (content guidelines, development policies) end with the sources of their review log.
  beforeDefaultRemarkPlugins: [...sharedDocsOptions.beforeDefaultRemarkPlugins, rulesSourcesPlugin()],
  versions: {current: {label: 'Next', banner: 'none'}},
} as DocsOptions;
