import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';
import {ApiIndex} from './lookup';
import type {ApiTable} from './types';
import {validateTable} from './validate';

/** Where the tables live, from the site's root. */
export const tablesDir = 'data/moodle-api';

/** The Moodle release each docs version documents: master documents 4.3. */
export const tableOfDocsVersion: Record<string, string> = {current: '4.3', '4.2': '4.2', '4.1': '4.1'};

/** Every table, oldest first: the docs versions' and the release before the oldest, which the changes of 4.1 are computed against. */
export const apiVersions = ['4.0', '4.1', '4.2', '4.3'];

/**
 * The table a docs version is checked against: its own entry above, or else the table of the release it
 * is named after (a version just cut from master, such as 4.3, documents the release of that name).
 */
export function tableOf(docsVersion: string): string | undefined {
  return tableOfDocsVersion[docsVersion] ?? (apiVersions.includes(docsVersion) ? docsVersion : undefined);
}

/** The version before `version` among the tables, if there is a table of it. */
export function previousVersion(version: string): string | undefined {
  const at = apiVersions.indexOf(version);
  return at > 0 ? apiVersions[at - 1] : undefined;
}

export function tableFile(version: string, siteDir = '.'): string {
  return join(siteDir, tablesDir, `${version}.json.gz`);
}

/** Reads and validates one version's table; a malformed one throws naming the file and the entry. */
export function readTable(file: string): ApiTable {
  if (!existsSync(file)) throw new Error(`${file} is missing: regenerate it with scripts/moodle-api/extract.ts (scripts/moodle-api/README.md)`);
  let table: unknown;
  try {
    table = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8'));
  } catch (error) {
    throw new Error(`${file} is not gzipped JSON: ${(error as Error).message}`);
  }
  const errors = validateTable(table);
  if (errors.length) throw new Error(`${file} does not match data/moodle-api/schema.json:\n  ${errors.join('\n  ')}`);
  return table as ApiTable;
}

const cache = new Map<string, ApiIndex>();

/** The index of a version's table, read once per process. */
export function loadApi(version: string, siteDir = '.'): ApiIndex {
  const file = tableFile(version, siteDir);
  let index = cache.get(file);
  if (!index) {
    const table = readTable(file);
    if (table.version !== version) throw new Error(`${file} holds the table of ${table.version}, not ${version}`);
    cache.set(file, (index = new ApiIndex(table)));
  }
  return index;
}

/** PHP's own names (data/moodle-api/php-builtins.json), in lower case where PHP ignores case. */
export function loadBuiltins(siteDir = '.'): {functions: Set<string>; classes: Set<string>; constants: Set<string>} {
  const data = JSON.parse(readFileSync(join(siteDir, tablesDir, 'php-builtins.json'), 'utf8')) as Record<'functions' | 'classes' | 'constants', string[]>;
  return {
    functions: new Set(data.functions.map((n) => n.toLowerCase())),
    classes: new Set(data.classes.map((n) => n.toLowerCase())),
    constants: new Set(data.constants),
  };
}
