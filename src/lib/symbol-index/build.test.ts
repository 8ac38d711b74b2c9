import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadApi} from '../moodle-api/load';
import {buildSymbolIndex, maxPerShard} from './build';
import {matchSymbols} from './match';
import {parseSymbolQuery, symbolKey} from './names';
import {shardOf} from './shards';

const siteDir = path.resolve(__dirname, '../../..');
const api = loadApi('4.3', siteDir);
const namedOn = new Map([
  ['get_string()', {files: new Set(['docs/apis/subsystems/string.md', 'docs/_partial.md', 'docs/guides/plugin.md'])}],
  ['moodle_database::get_record_sql()', {files: new Set(['docs/apis/core/dml/index.md'])}],
]);
const pages: Record<string, {title: string; url: string}> = {
  'docs/apis/subsystems/string.md': {title: 'String API', url: '/docs/apis/subsystems/string'},
  'docs/guides/plugin.md': {title: 'A plugin', url: '/docs/guides/plugin'},
  'docs/apis/core/dml/index.md': {title: 'Data manipulation API', url: '/docs/apis/core/dml'},
};
const index = buildSymbolIndex(api, 'current', namedOn, (file) => pages[file]);
const all = [...index.shards.values()].flatMap((shard) => shard.symbols);
const byName = new Map(all.map((s) => [s.n, s]));

describe('buildSymbolIndex', () => {
  it("describes the version's source at its release tag", () => {
    expect(index.manifest).toMatchObject({docsVersion: 'current', release: '4.3', sourceUrl: 'https://github.com/moodle/moodle/blob/v4.3.0/'});
    expect(index.manifest.hash).toMatch(/^[0-9a-f]{12}$/);
    expect(index.manifest.symbols).toBe(all.length);
  });

  it('lists every kind of symbol, with its signature or description, file and line', () => {
    expect(byName.get('get_course_and_cm_from_cmid()')).toMatchObject({k: 'function', f: 'lib/modinfolib.php', s: expect.stringMatching(/^get_course_and_cm_from_cmid\(\$cmorid, \$modulename = ''/)});
    expect(byName.get('core_user\\fields')).toMatchObject({k: 'class', f: 'user/classes/fields.php'});
    expect(byName.get('moodle_database::get_record_sql()')).toMatchObject({k: 'method', f: 'lib/dml/moodle_database.php', s: expect.stringMatching(/^get_record_sql\(\$sql, /)});
    expect(byName.get('moodle_database::begin_transaction()')).toMatchObject({k: 'method', s: expect.stringMatching(/^protected abstract begin_transaction\(\)/)});
    expect(byName.get('mod/quiz:attempt')).toMatchObject({k: 'capability', s: expect.stringMatching(/^write at CONTEXT_MODULE; allowed by default for student; risks RISK_SPAM$/)});
    expect(byName.get('core_user_get_users')).toMatchObject({k: 'external function', f: 'lib/db/services.php', s: expect.stringMatching(/^core_user_external::get_users\(\), read/)});
    expect(byName.get('core\\event\\course_viewed')).toMatchObject({k: 'event', s: expect.stringMatching(/CRUD read; education level participating$/)});
    expect(byName.get('core\\hook\\navigation\\primary_extend')).toMatchObject({k: 'hook'});
    expect(byName.get('MUST_EXIST')).toMatchObject({k: 'constant', f: 'lib/dmllib.php', l: 52});
    const plain = Object.entries(api.table.classes).find(([name, c]) => c.kind === 'class' && !c.extends && !c.implements?.length && !c.abstract && !c.final && !c.readonly && !api.table.events[name] && !api.table.hooks[name])!;
    expect(byName.get(plain[0])?.s, 'a plain class: the kind says it all').toBeUndefined();
    expect(byName.get('context::LEVEL')).toBeUndefined();
    expect(byName.get('core_component::get_component_directory()')?.v).toBeUndefined();
    for (const entry of all) {
      expect(entry.l, entry.n).toBeGreaterThan(0);
      expect(entry.f, entry.n).toMatch(/\.php$/);
    }
  });

  it('leaves out private methods and constants', () => {
    let privates = 0;
    for (const [name, cls] of Object.entries(api.table.classes)) {
      for (const [method, m] of Object.entries(cls.methods)) {
        if (m.visibility !== 'private') continue;
        privates++;
        expect(byName.has(`${name}::${method}()`)).toBe(false);
      }
      for (const [constant, c] of Object.entries(cls.constants)) if (c.visibility === 'private') expect(byName.has(`${name}::${constant}`)).toBe(false);
    }
    expect(privates).toBeGreaterThan(100);
  });

  it('marks what is deprecated, and since when', () => {
    const deprecated = Object.entries(api.table.functions).find(([, fn]) => fn.deprecated?.since)!;
    expect(byName.get(`${deprecated[0]}()`)?.d).toEqual(deprecated[1].deprecated);
  });

  it('attaches the pages that name a symbol, by title, and reports files that are no page', () => {
    const shard = [...index.shards.values()].find((s) => s.symbols.some((e) => e.n === 'get_string()'))!;
    const entry = shard.symbols.find((e) => e.n === 'get_string()')!;
    expect(entry.p!.map((i) => shard.pages[i])).toEqual([
      ['A plugin', '/docs/guides/plugin'],
      ['String API', '/docs/apis/subsystems/string'],
    ]);
    expect(index.named).toBe(2);
    expect(index.unplaced).toEqual(['docs/_partial.md']);
  });

  it('puts every symbol in the shard its key leads to, and keeps shards small', () => {
    const prefixes = new Set(index.manifest.prefixes);
    for (const [prefix, shard] of index.shards) {
      for (const entry of shard.symbols) expect(shardOf(symbolKey(entry.n), prefixes), entry.n).toBe(prefix);
      if (!prefix.endsWith('$')) expect(shard.symbols.length).toBeLessThanOrEqual(maxPerShard);
    }
  });

  it('answers a query for a symbol with that symbol first', () => {
    for (const name of ['get_course_and_cm_from_cmid', '\\core_user\\fields', 'mod/quiz:attempt', 'core_user_get_users', '$DB->get_record_sql()', 'core\\event\\course_viewed']) {
      const query = parseSymbolQuery(name)!;
      const shard = index.shards.get(shardOf(query.key, new Set(index.manifest.prefixes))!)!;
      expect(matchSymbols(shard.symbols, query)[0]?.tier, name).toBe(0);
    }
  });
});
