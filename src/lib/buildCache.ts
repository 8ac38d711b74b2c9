import path from 'node:path';

/**
 * The folder where a plugin keeps work from one build for the next: beside the bundler's persistent
 * cache in node_modules/.cache, so that `docusaurus clear` empties it, and null when the bundler's
 * own switch, DOCUSAURUS_NO_PERSISTENT_CACHE, turns caching off.
 */
export function buildCacheDir(siteDir: string, name: string, env: NodeJS.ProcessEnv = process.env): string | null {
  return env.DOCUSAURUS_NO_PERSISTENT_CACHE ? null : path.join(siteDir, 'node_modules', '.cache', name);
}
