// The upgrade notes pages as built: every API name in their lists links to its definition at a release
// tag, on the line where that release's table defines it (read here straight from the table, not through
// the resolver that made the links); every tracker key is a link to the tracker, as elsewhere on the site;
// the pages have Markdown twins without the filter's controls, and are in llms.txt, the sitemap and the
// offline app with the chunks of every step.
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {apiVersions, loadApi} from '../../src/lib/moodle-api/load';
import type {ApiTable} from '../../src/lib/moodle-api/types';
import {htmlFileFor} from './lib/builtRoutes';

const siteDir = path.resolve(__dirname, '../..');
const build = path.join(siteDir, 'build');
const pages = [
  {route: '/docs/upgrade-notes', version: '4.3', from: '4.2'},
  {route: '/docs/4.2/upgrade-notes', version: '4.2', from: '4.1'},
  {route: '/docs/4.1/upgrade-notes', version: '4.1', from: '4.0'},
];
const tables = new Map(apiVersions.map((v) => [v, loadApi(v, siteDir).table]));
const tableOfTag = new Map([...tables.values()].map((t) => [t.source.tag, t]));
const load = (route: string) => cheerio.load(fs.readFileSync(htmlFileFor(build, route)!, 'utf8'));
const keysIn = (text: string) => text.match(/\b(?:MDL|MDLQA|MDLSITE|MOBILE|CONTRIB)-[1-9]\d*\b/g) ?? [];

/** Where a table defines a name written as the docs write it, looked up as PHP would: names ignore case. */
function definedAt(table: ApiTable, name: string): {file: string; line: number} | undefined {
  const find = <T>(record: Record<string, T>, key: string): T | undefined => record[key] ?? Object.entries(record).find(([k]) => k.toLowerCase() === key.toLowerCase())?.[1];
  const member = /^(.+)::(\w+)(\(\))?$/.exec(name);
  if (member) {
    const owner = find(table.classes, member[1]);
    if (!owner) return undefined;
    const line = member[3] ? find(owner.methods, member[2])?.line : owner.constants[member[2]]?.line;
    return line === undefined ? undefined : {file: owner.file, line};
  }
  if (name.endsWith('()')) return find(table.functions, name.slice(0, -2));
  const renamed = find(table.renamedClasses, name);
  return find(table.classes, name) ?? (renamed && find(table.classes, renamed.to)) ?? table.constants[name] ?? table.capabilities[name] ?? table.externalFunctions[name];
}

describe.each(pages)('$route', ({route, version, from}) => {
  const $ = load(route);
  const lists = $('[data-upgrade-list]');

  it(`links every API name to its definition at the ${version} or ${from} tag, on the line its table gives`, () => {
    const links = lists.find('li a:has(code)');
    expect(links.length).toBeGreaterThan(500);
    const tags = [tables.get(version)!.source.tag, tables.get(from)!.source.tag];
    const wrong: string[] = [];
    let checked = 0;
    links.each((_, a) => {
      const name = $(a).text();
      const href = $(a).attr('href') ?? '';
      const at = /^https:\/\/github\.com\/moodle\/moodle\/blob\/([^/]+)\/(.+)#L(\d+)$/.exec(href);
      if (!at || !tags.includes(at[1])) return void wrong.push(`${name}: ${href}`);
      const defined = definedAt(tableOfTag.get(at[1])!, name);
      checked++;
      if (!defined || defined.file !== at[2] || defined.line !== Number(at[3])) wrong.push(`${name}: ${href}, the ${at[1]} table has ${defined ? `${defined.file}#L${defined.line}` : 'no such name'}`);
    });
    console.log(`${route}: ${checked} API links checked against the tables`);
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  it(`links each note to its entry in an upgrade.txt at the ${version} tag`, () => {
    const sources = lists.find('[data-upgrade-list="notes"] li > * a').filter((_, a) => $(a).text() === 'upgrade.txt');
    expect(sources.length).toBe(lists.filter('[data-upgrade-list="notes"]').find('li[data-kind]').length);
    const tag = tables.get(version)!.source.tag;
    const wrong = sources.map((_, a) => $(a).attr('href')).get().filter((href: string) => !new RegExp(`^https://github\\.com/moodle/moodle/blob/${tag}/([\\w.-]+/)*upgrade\\.txt#L\\d+$`).test(href));
    expect(wrong).toEqual([]);
  });

  it('links every tracker key in its lists to the tracker, as the rest of the site does', () => {
    const unlinked: string[] = [];
    let linked = 0;
    lists.find('li[data-kind]').each((_, li) => {
      // The keys in the item's text, wherever they stand: its summary, its deprecation, its own keys.
      const links = $(li)
        .find('a')
        .map((_, a) => `${$(a).text()} ${$(a).attr('href')}`)
        .get();
      for (const key of keysIn($(li).text())) {
        if (links.includes(`${key} https://tracker.moodle.org/browse/${key}`)) linked++;
        else unlinked.push(`${key} in "${$(li).text().slice(0, 80)}…"`);
      }
    });
    expect(linked).toBeGreaterThan(0);
    expect(unlinked.slice(0, 20)).toEqual([]);
  });

  it('has a Markdown twin with its lists and without the filter controls, listed in llms.txt and the sitemap', () => {
    const twin = fs.readFileSync(path.join(build, `${route.slice(1)}.md`), 'utf8');
    expect(twin).toMatch(/^# Upgrade notes for Moodle \d\.\d\n/);
    expect(twin).toContain(`\n## Moodle ${version}, changes since ${from}\n`);
    expect(twin).toContain(`\n### Upgrade notes of ${version}\n`);
    expect(twin).toContain('\n#### core\n');
    const firstApi = lists.find('li a:has(code)').first();
    expect(twin).toContain(`[\`${firstApi.text()}\`](${firstApi.attr('href')})`);
    // The filter is for the browser: its labels and choices are no content.
    expect(twin).not.toMatch(/All components|\[x\] Added|Upgrading from Moodle/);
    const llms = fs.readFileSync(path.join(build, 'llms.txt'), 'utf8');
    expect(llms).toContain(`(https://moodledev.io${route}.md)`);
    const sitemap = fs.readFileSync(path.join(build, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>https://moodledev.io${route}</loc>`);
  });
});

describe('upgrade notes offline', () => {
  it('precaches the master page and the chunk of every step, so a from/to view works offline', () => {
    const sw = fs.readFileSync(path.join(build, 'sw.js'), 'utf8');
    const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
    expect(urls).toContain('docs/upgrade-notes.html');
    for (const {version} of pages) expect(urls.filter((u) => new RegExp(`^assets/js/upgrade-notes-${version.replace('.', '-')}-json\\.[0-9a-f]+\\.js$`).test(u)), version).toHaveLength(1);
  });
});
