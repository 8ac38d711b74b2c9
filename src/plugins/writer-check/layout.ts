// The site's own layout for the check: its two docs plugin instances, as config/docs.ts configures them,
// and the one page another plugin adds (src/plugins/search-local serves /search).
import path from 'node:path';
import {developerDocs, generalDocs} from '../../../config/docs';
import type {Layout} from './site';

export const siteDir = path.resolve(__dirname, '../../..');

/** The plugin's options in docusaurus.config.ts. */
export const writerCheckOptions = {
  instances: [developerDocs, generalDocs].map((options) => ({
    id: options.id,
    path: options.path!,
    routeBasePath: options.routeBasePath!,
    sidebarPath: options.sidebarPath as string,
  })),
  pluginRoutes: ['/search'],
};

export const siteLayout: Layout = {siteDir, ...writerCheckOptions};
