// Where each copy of the developer docs lives: master in docs/, each frozen version in
// versioned_docs/version-<v>/, as versions.json lists them (newest first).
import fs from 'node:fs';
import path from 'node:path';

export interface DocsCopy {
  /** `master` or a frozen version such as `4.2`. */
  version: string;
  /** The copy's folder, relative to the site: `docs` or `versioned_docs/version-4.2`. */
  dir: string;
}

/** Files whose passages the tools compare: the pages of a copy. */
export const isPage = (file: string) => /\.mdx?$/.test(file);

export function readVersions(root: string): string[] {
  const file = path.join(root, 'versions.json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file}: ${(e as Error).message}`);
  }
  if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === 'string')) {
    throw new Error(`${file}: must be a JSON array of version names such as ["4.2", "4.1"]`);
  }
  return parsed;
}

/** Every copy of the docs, master first. */
export function docsCopies(versions: string[]): DocsCopy[] {
  return [{version: 'master', dir: 'docs'}, ...versions.map((version) => ({version, dir: `versioned_docs/version-${version}`}))];
}

/** The copy a file belongs to and its path inside that copy, or null for a file outside the docs. */
export function locate(file: string, copies: DocsCopy[]): {copy: DocsCopy; page: string} | null {
  for (const copy of copies) {
    if (file.startsWith(`${copy.dir}/`)) return {copy, page: file.slice(copy.dir.length + 1)};
  }
  return null;
}

export const pathIn = (copy: DocsCopy, page: string) => `${copy.dir}/${page}`;
