import type {PluginOptions} from '@docusaurus/plugin-pwa';
import olderVersions from '../versions.json';
import {archivedReleaseGlobs} from '../src/lib/offlineRoutes';

export const themeColour = 'rgb(208, 99, 0)';

// What the installed app precaches: the shell, every script and style, the search index, the manifests
// of the symbol index, and the pages of the master docs and the general area. Older docs versions, tag
// pages and the release notes of branches before 4.0 are cached as the reader visits them
// (src/lib/offlineRoutes.js).
const cachedOnVisit = [
  ...olderVersions.flatMap((v) => [`docs/${v}.html`, `docs/${v}/**`]),
  'docs/tags.html',
  'docs/tags/**',
  'general/tags.html',
  'general/tags/**',
  ...archivedReleaseGlobs,
];

export const pwa: Partial<PluginOptions> = {
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
  swCustom: require.resolve('../src/pwa/sw.js'),
  injectManifestConfig: {
    // Nor the pages' Markdown twins and the llms.txt files (src/plugins/markdown-twins): they are for tools.
    // Nor the shards of the symbol index (about 9 MB a docs version): its entries link to Moodle's source
    // on GitHub, which needs a connection anyway; the app keeps each shard a reader fetches (src/pwa/sw.js).
    globIgnores: ['**/node_modules/**', ...cachedOnVisit, 'img/social-card.png', '_redirects', '_headers', '**/*.md', '**/llms*.txt', 'symbols/*/*/**'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  } as PluginOptions['injectManifestConfig'],
  pwaHead: [
    {tagName: 'link', rel: 'icon', href: '/img/icons/icon-192.png'},
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: themeColour},
    {tagName: 'meta', name: 'mobile-web-app-capable', content: 'yes'},
    {tagName: 'meta', name: 'apple-mobile-web-app-status-bar-style', content: 'default'},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icons/apple-touch-icon.png'},
    {tagName: 'link', rel: 'mask-icon', href: '/img/favicon.svg', color: themeColour},
  ],
};
