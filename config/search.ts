import type {PluginConfig} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import searchLocalPlugin from '../src/plugins/search-local';

// Search: hosted Algolia DocSearch when its three settings are present at build time, otherwise the
// embedded Pagefind index (src/plugins/search-local), so search works with no service and offline.
const {ALGOLIA_APP_ID: appId, ALGOLIA_SEARCH_API_KEY: apiKey, ALGOLIA_INDEX_NAME: indexName} = process.env;

/**
 * Spread into themeConfig. With `algolia` set, the classic preset adds @docusaurus/theme-search-algolia
 * (its SearchBar, the preconnect to the Algolia host and the /search page); without it that theme is
 * not loaded at all, so no page contacts an Algolia host.
 */
export const searchThemeConfig: Pick<ThemeConfig, 'algolia'> =
  appId && apiKey && indexName ? {algolia: {appId, apiKey, indexName, contextualSearch: true, searchPagePath: 'search'}} : {};

/** Spread into plugins: the embedded index and /search page, only when Algolia is not configured. */
export const searchPlugins: PluginConfig[] = searchThemeConfig.algolia ? [] : [searchLocalPlugin];
