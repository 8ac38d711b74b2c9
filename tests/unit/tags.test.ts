import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {getTagsFile} from '@docusaurus/utils-validation';
import {parseCsv} from '../../src/lib/csv';

// Every tag the route manifest expects is declared in its area's tags.yml (the file the build reads,
// loaded here with the build's own loader) with a label and a one-line description.
const root = path.resolve(__dirname, '../..');
const versions: string[] = JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8'));
const areas: Record<string, {dir: string; tagsRoute: string}> = {
  'docs-current': {dir: 'docs', tagsRoute: '/docs/tags'},
  ...Object.fromEntries(versions.map((v) => [`docs-${v}`, {dir: `versioned_docs/version-${v}`, tagsRoute: `/docs/${v}/tags`}])),
  general: {dir: 'general', tagsRoute: '/general/tags'},
};
const manifest = parseCsv(fs.readFileSync(path.join(root, 'tests/site/manifest/tags.csv'), 'utf8'));

describe.each(Object.entries(areas))('tags of %s', (area, {dir, tagsRoute}) => {
  it('declares every tag of the manifest with a label and a one-line description', async () => {
    const contentPath = path.join(root, dir);
    const tagsFile = await getTagsFile({tags: 'tags.yml', contentPaths: {contentPath, contentPathLocalized: contentPath}});
    expect(tagsFile, `${dir}/tags.yml`).not.toBeNull();
    const byPermalink = new Map(Object.entries(tagsFile!).map(([key, tag]) => [tag.permalink, {key, ...tag}]));
    const rows = manifest.filter((r) => r.area === area);
    expect(rows.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const row of rows) {
      const permalink = row.tag_route.slice(tagsRoute.length);
      const tag = byPermalink.get(permalink);
      if (!tag) {
        problems.push(`${row.tag} (${row.tag_route}): not in ${dir}/tags.yml`);
        continue;
      }
      const description = tag.description?.trim() ?? '';
      if (!tag.label?.trim()) problems.push(`${tag.key}: no label`);
      if (!description) problems.push(`${tag.key}: no description`);
      else if (/\n/.test(description)) problems.push(`${tag.key}: description is more than one line`);
      else if (description.length > 160) problems.push(`${tag.key}: description is longer than 160 characters`);
      else if (description.toLowerCase() === tag.label.toLowerCase()) problems.push(`${tag.key}: description only repeats the label`);
    }
    expect(problems).toEqual([]);
  });
});
