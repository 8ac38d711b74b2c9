import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiVersions, loadApi, tableFile} from '../../lib/moodle-api/load';

/**
 * Reads and validates every table of Moodle's API (one per docs version, and 4.0 for the changes of 4.1) when the site loads: a missing or
 * malformed table fails `docusaurus build` and `start`, naming the file and the entry.
 */
export default function moodleApiPlugin(context: LoadContext): Plugin {
  return {
    name: 'moodle-api',
    getPathsToWatch: () => apiVersions.map((version) => path.join(context.siteDir, tableFile(version))),
    async loadContent() {
      for (const version of apiVersions) loadApi(version, context.siteDir);
    },
  };
}
