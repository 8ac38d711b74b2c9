// Validates one items file against data/release-items/schema.json (ajv) and then what a schema cannot
// say: a key twice under one heading, a release twice, a release filed under another branch. Every
// problem names the item by release, section and key, so that a writer finds it without counting.
import Ajv2020, {type ErrorObject} from 'ajv/dist/2020';
import schema from '../../../data/release-items/schema.json';
import {branchOfRelease, type ItemsFile} from './types';

const ajv = new Ajv2020({allErrors: true, strict: true});
const validateSchema = ajv.compile<ItemsFile>(schema);

const nameOf: Record<string, string> = {releases: 'release', sections: 'title', items: 'key'};

/** `4.2.1 › Security fixes › MSA-23-0010` for a JSON pointer into the file, as far as it reaches. */
function whereIs(data: unknown, pointer: string): string {
  const names: string[] = [];
  let node = data as Record<string, unknown> | undefined;
  let list = '';
  for (const part of pointer.split('/').slice(1)) {
    node = node?.[part] as Record<string, unknown> | undefined;
    const name = nameOf[list] && node && typeof node === 'object' ? node[nameOf[list]] : undefined;
    if (typeof name === 'string') names.push(name);
    list = part;
  }
  return names.join(' › ') || 'the file';
}

const valueAt = (data: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], data);

function describe(data: unknown, e: ErrorObject): string {
  const field = e.instancePath.split('/').pop();
  const value = String(valueAt(data, e.instancePath));
  const where = whereIs(data, e.instancePath);
  if (e.keyword === 'additionalProperties') return `${where}: unknown property "${e.params.additionalProperty}"`;
  if (e.keyword === 'required') return `${where}: missing "${e.params.missingProperty}"`;
  if (e.keyword === 'enum') return `${where}: ${field} "${value}" is not one of ${(e.params.allowedValues as string[]).join(', ')}`;
  if (field === 'summary' && (e.keyword === 'minLength' || e.keyword === 'pattern')) {
    return `${where}: the summary is empty or too short; say in our own words what changed`;
  }
  if (field === 'key' || e.instancePath.includes('/keys/')) return `${where}: malformed key "${value}" (MDL-12345, MOBILE-1234 or MSA-23-0010)`;
  return `${where}: ${field ?? 'the file'} ${e.message ?? 'is invalid'}`;
}

/** Every problem of the file `branch`.json, one line each; empty when it is valid. */
export function validateItemsFile(data: unknown, branch: string): string[] {
  if (!validateSchema(data)) return [...new Set((validateSchema.errors ?? []).map((e) => describe(data, e)))];
  const errors: string[] = [];
  const releases = new Set<string>();
  for (const release of data.releases) {
    if (releases.has(release.release)) errors.push(`${release.release}: the release is listed twice`);
    releases.add(release.release);
    const owner = branchOfRelease(release.page, release.release);
    if (owner !== branch) errors.push(`${release.release}: belongs in data/release-items/${owner}.json, not ${branch}.json`);
    for (const section of release.sections) {
      const keys = new Set<string>();
      for (const item of section.items) {
        const where = `${release.release} › ${section.title} › ${item.key}`;
        if (keys.has(item.key)) errors.push(`${where}: the key is listed twice under this heading; say both in one item`);
        keys.add(item.key);
        if (item.key.startsWith('MSA-') && !item.url) errors.push(`${where}: an advisory needs the url of its announcement`);
      }
    }
  }
  return errors;
}
