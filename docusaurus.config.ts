import type {Config} from '@docusaurus/types';
import type {Options as PresetOptions, ThemeConfig} from '@docusaurus/preset-classic';
import {title, tagline, url, baseUrl, locale} from './config/site';
import {developerDocs, generalDocs, markdownPlugins} from './config/docs';
import {buildPolicies} from './config/policies';
import {navbar} from './config/navbar';
import {footer} from './config/footer';
import {prism, prismColoursPlugin} from './config/prism';
import {searchPlugins, searchThemeConfig} from './config/search';
import {announcementBar} from './config/announcement';
import {pwa} from './config/pwa';
import {ssrTemplate} from './config/ssr-template';
import {changeIsOn} from './config/stock';
import {analyticsId, chatWidgetUrl} from './config/services';
import staticHostPlugin from './src/plugins/static-host';
import offlineAppPlugin from './src/plugins/offline-app';
import releaseDataPlugin from './src/plugins/release-data';
import releaseItemsPlugin from './src/plugins/release-items';
import markdownTwinsPlugin from './src/plugins/markdown-twins';
import leanBundlePlugin from './src/plugins/lean-bundle';
import routeAreasPlugin from './src/plugins/route-areas';
import minifyCachePlugin from './src/plugins/minify-cache';
import buildMemoryPlugin from './src/plugins/build-memory';
import moodleApiPlugin from './src/plugins/moodle-api';
import upgradeNotesPlugin from './src/plugins/upgrade-notes';
import apiCheckPlugin from './src/plugins/api-check';
import writerCheckPlugin from './src/plugins/writer-check';
import devServerPlugin from './src/plugins/dev-server';
import stockSwitchesPlugin from './src/plugins/stock-switches';
import {writerCheckOptions} from './src/plugins/writer-check/layout';

const config: Config = {
  title,
  tagline,
  url,
  baseUrl,
  trailingSlash: false,
  favicon: 'img/favicon.svg',
  ...(changeIsOn('page-template') && {ssrTemplate}),

  ...buildPolicies,
  i18n: {defaultLocale: locale, locales: [locale]},

  presets: [
    [
      'classic',
      {
        docs: developerDocs,
        blog: false,
        pages: markdownPlugins,
        theme: {customCss: ['./src/css/custom.css', './src/plugins/rehype-key-value-tables/styles.css']},
        sitemap: {lastmod: 'date', changefreq: null, priority: null},
        ...(analyticsId && {gtag: {trackingID: analyticsId, anonymizeIP: true}}),
      } satisfies PresetOptions,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid'],
  plugins: [['@docusaurus/plugin-content-docs', generalDocs], [offlineAppPlugin, pwa], staticHostPlugin, releaseDataPlugin, releaseItemsPlugin, moodleApiPlugin, upgradeNotesPlugin, apiCheckPlugin, markdownTwinsPlugin, leanBundlePlugin, routeAreasPlugin, minifyCachePlugin, buildMemoryPlugin, devServerPlugin, stockSwitchesPlugin, prismColoursPlugin, ...searchPlugins, [writerCheckPlugin, writerCheckOptions]],
  scripts: chatWidgetUrl ? [{src: chatWidgetUrl, defer: true}] : [],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: true, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    mermaid: {theme: {light: 'default', dark: 'dark'}},
    announcementBar,
    navbar,
    footer,
    prism,
    ...searchThemeConfig,
  } satisfies ThemeConfig,
};

export default config;
