// Reads every data/release-items/<branch>.json, validates each and indexes the items by release and by
// key. A bad file fails the build with one error that names the file and each bad item.
import fs from 'node:fs';
import path from 'node:path';
import type {Item, ReleaseItems} from './types';
import {validateItemsFile} from './validate';

export const itemsDir = 'data/release-items';

export interface ItemsModel {
  /** By release name (4.2.1, v3.9.5). */
  releases: Map<string, ReleaseItems>;
  /** For each key, the releases that list it, in file order. */
  releasesOfKey: Map<string, ReleaseItems[]>;
}

export function itemsFiles(siteDir: string): string[] {
  const dir = path.join(siteDir, itemsDir);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'schema.json')
    .map((name) => path.join(dir, name));
}

export function readItemsModel(siteDir: string): ItemsModel {
  const releases = new Map<string, ReleaseItems>();
  const releasesOfKey = new Map<string, ReleaseItems[]>();
  const problems: string[] = [];
  for (const file of itemsFiles(siteDir)) {
    const name = path.relative(siteDir, file);
    let data: unknown;
    try {
      data = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch (e) {
      problems.push(`${name}: cannot be read as JSON: ${(e as Error).message}`);
      continue;
    }
    const errors = validateItemsFile(data, path.basename(file, '.json'));
    if (errors.length) {
      problems.push(...errors.map((e) => `${name}: ${e}`));
      continue;
    }
    for (const release of (data as {releases: ReleaseItems[]}).releases) {
      if (releases.has(release.release)) problems.push(`${name}: ${release.release} is listed in another file too`);
      releases.set(release.release, release);
      const keys = new Set(release.sections.flatMap((s) => s.items.map((i: Item) => i.key)));
      for (const key of keys) releasesOfKey.set(key, [...(releasesOfKey.get(key) ?? []), release]);
    }
  }
  if (problems.length) {
    throw new Error(`Release items are invalid (${problems.length} problem${problems.length > 1 ? 's' : ''}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {releases, releasesOfKey};
}
