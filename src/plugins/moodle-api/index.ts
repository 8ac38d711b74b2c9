import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadApi, tableFile, tableOfDocsVersion} from '../../lib/moodle-api/load';

/**
 * Reads and validates the table of Moodle's API of every docs version when the site loads: a missing or
 * malformed table fails `docusaurus build` and `start`, naming the file and the entry.
 */
export default function moodleApiPlugin(context: LoadContext): Plugin {
  const versions = [...new Set(Object.values(tableOfDocsVersion))];
  return {
    name: 'moodle-api',
    getPathsToWatch: () => versions.map((version) => path.join(context.siteDir, tableFile(version))),
    async loadContent() {
      for (const version of versions) loadApi(version, context.siteDir);
    },
  };
}
