import {describe, expect, it} from 'vitest';
import {shardByKey, shardFile, shardOf} from './shards';

const keys = (list: string) => list.split(' ');

describe('shardByKey', () => {
  it('groups keys by their first two letters while groups are small', () => {
    const shards = shardByKey(keys('get_a get_b set_a sesskey a'), (k) => k, 3);
    expect(Object.fromEntries(shards)).toEqual({ge: ['get_a', 'get_b'], se: ['set_a', 'sesskey'], a$: ['a']});
  });

  it('splits a large group by one more letter, again and again, and keeps a key equal to a split prefix apart', () => {
    const list = keys('get get_a get_b get_b get_ca get_cb get_cc get_cd tag');
    const shards = shardByKey(list, (k) => k, 3);
    expect(Object.fromEntries(shards)).toEqual({
      'get$': ['get'],
      'get_a': ['get_a'],
      'get_b': ['get_b', 'get_b'],
      'get_ca': ['get_ca'],
      'get_cb': ['get_cb'],
      'get_cc': ['get_cc'],
      'get_cd': ['get_cd'],
      ta: ['tag'],
    });
    // Every key is in exactly one shard.
    expect([...shards.values()].flat().sort()).toEqual([...list].sort());
  });

  it('keeps many symbols of one key in one shard: they cannot be split by key', () => {
    const shards = shardByKey(Array(10).fill('__construct'), (k) => k, 3);
    expect([...shards.keys()]).toEqual(['__construct$']);
  });
});

describe('shardOf', () => {
  const prefixes = new Set(['get$', 'get_a', 'get_b', 'get_ca', 'get_cb', 'ta', 'get_name$', 'get_name_']);

  it('finds the shard holding a key', () => {
    expect(shardOf('get', prefixes)).toBe('get$');
    expect(shardOf('get_cb', prefixes)).toBe('get_cb');
    expect(shardOf('get_cbz', prefixes)).toBe('get_cb');
    expect(shardOf('tag', prefixes)).toBe('ta');
    expect(shardOf('get_name', prefixes)).toBe('get_name$');
    expect(shardOf('get_name_x', prefixes)).toBe('get_name_');
  });

  it('finds none for a key no symbol starts with, an empty key, or one too short to pick a shard', () => {
    expect(shardOf('zz', prefixes)).toBeUndefined();
    expect(shardOf('', prefixes)).toBeUndefined();
    expect(shardOf('get_c', prefixes)).toBeUndefined();
  });

  it('names a shard file by its prefix', () => {
    expect(shardFile('get_c')).toBe('get_c.json');
    expect(shardFile('get_name$')).toBe('get_name-.json');
  });
});
