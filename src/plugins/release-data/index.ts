import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildDate} from '../../lib/releaseStatus';
import {validateReleaseData} from './validate';
import type {ReleaseData, ReleaseGlobalData} from './types';

export const dataFile = 'data/versions.json';

/**
 * Reads and validates data/versions.json. Throws one error that names the file and every bad field,
 * such as `data/versions.json: /branches/3/releaseDate must match format "date"`. Synchronous, because
 * src/plugins/remark-release-facts reads it too, inside a remark transform.
 */
export function readReleaseData(siteDir: string): ReleaseData {
  const file = path.join(siteDir, dataFile);
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${dataFile}: cannot be read as JSON: ${(e as Error).message}`);
  }
  const errors = validateReleaseData(data);
  if (errors.length) {
    throw new Error(
      `${dataFile} is invalid (${errors.length} problem${errors.length > 1 ? 's' : ''}):\n` +
        errors.map((e) => `  ${dataFile}: ${e}`).join('\n') +
        `\nFix the inputs (../shared/data/server-releases.csv, data/support-dates.json) and run scripts/release-data/import.ts.`,
    );
  }
  return data as ReleaseData;
}

/** The same, for the plugin's loadContent. */
export async function loadReleaseData(siteDir: string): Promise<ReleaseData> {
  return readReleaseData(siteDir);
}

/**
 * Only what every page may need: the branches and their support dates. Requirements stay out of the
 * bundle, and the minor releases reach their pages through src/plugins/remark-release-facts.
 */
export function toGlobalData(data: ReleaseData, date: string): ReleaseGlobalData {
  return {
    buildDate: date,
    branches: data.branches.map(({requirements: _requirements, releases: _releases, ...branch}) => branch),
  };
}

/**
 * Validates the release model when the site loads (a bad file fails `docusaurus build` and `start`)
 * and hands components the branches and the build date through global data
 * (`usePluginData('release-data')`, wrapped by ./client.ts).
 */
export default function releaseDataPlugin(context: LoadContext): Plugin {
  return {
    name: 'release-data',
    getPathsToWatch: () => [path.join(context.siteDir, dataFile)],
    loadContent: () => loadReleaseData(context.siteDir),
    async contentLoaded({content, actions}) {
      actions.setGlobalData(toGlobalData(content as ReleaseData, buildDate(process.env)));
    },
  };
}
