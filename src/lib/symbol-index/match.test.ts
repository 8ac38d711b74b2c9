import {describe, expect, it} from 'vitest';
import {matchSymbols} from './match';
import {parseSymbolQuery} from './names';
import type {SymbolEntry} from './types';

const symbol = (n: string, k: SymbolEntry['k'], more: Partial<SymbolEntry> = {}): SymbolEntry => ({n, k, f: 'lib/x.php', l: 1, ...more});

const shard: SymbolEntry[] = [
  symbol('core\\event\\base::get_name()', 'method', {p: [0]}),
  symbol('mod_forum\\event\\base::get_name()', 'method'),
  symbol('core_string_manager::get_string()', 'method'),
  symbol('get_string()', 'function', {p: [0, 1]}),
  symbol('get_strings()', 'function'),
  symbol('get_string_manager()', 'function'),
  symbol('core_user\\fields', 'class'),
  symbol('core_reportbuilder\\local\\report\\fields', 'class'),
  symbol('core\\event\\course_viewed', 'event'),
  symbol('mod_quiz\\event\\course_viewed', 'event', {d: {}}),
  symbol('moodle_database::get_record()', 'method'),
  symbol('moodle_database::get_records()', 'method'),
  symbol('get_record', 'constant'),
  symbol('mod/quiz:attempt', 'capability'),
  symbol('mod/quiz:attemptall', 'capability'),
  symbol('mod/lesson:attempt', 'capability'),
];

const names = (query: string) => matchSymbols(shard, parseSymbolQuery(query)!).map((m) => `${m.tier} ${m.entry.n}`);

describe('matchSymbols', () => {
  it('puts the symbol of the name typed first, then symbols of the same last segment, then longer ones', () => {
    expect(names('get_string')).toEqual(['0 get_string()', '2 core_string_manager::get_string()', '3 get_strings()', '3 get_string_manager()']);
  });

  it('reads a namespace or class in the query, and one that ends the symbol\'s', () => {
    expect(names('\\core_user\\fields')).toEqual(['0 core_user\\fields', '2 core_reportbuilder\\local\\report\\fields']);
    expect(names('report\\fields')).toEqual(['1 core_reportbuilder\\local\\report\\fields', '2 core_user\\fields']);
    expect(names('event\\course_viewed')).toEqual(['1 core\\event\\course_viewed', '1 mod_quiz\\event\\course_viewed']);
  });

  it("reads a global as its class, and keeps unfinished names to the class's members", () => {
    expect(names('$DB->get_record()')).toEqual(['0 moodle_database::get_record()', '3 moodle_database::get_records()']);
  });

  it('finds only functions and methods for a call, and puts more often named symbols first among equals', () => {
    expect(names('get_record()')).toEqual(['2 moodle_database::get_record()', '3 moodle_database::get_records()']);
    expect(names('get_record')[0]).toBe('0 get_record');
    expect(names('get_name')).toEqual(['2 core\\event\\base::get_name()', '2 mod_forum\\event\\base::get_name()']);
  });

  it('finds capabilities by their full name, then by their last part', () => {
    expect(names('mod/quiz:attempt')).toEqual(['0 mod/quiz:attempt', '2 mod/lesson:attempt', '3 mod/quiz:attemptall']);
    expect(names('mod/quiz:att')).toEqual(['3 mod/quiz:attempt', '3 mod/quiz:attemptall']);
  });

  it('finds nothing for a name no symbol starts with, or an unfinished one', () => {
    expect(names('get_zzz')).toEqual([]);
    expect(names('core\\event\\')).toEqual([]);
  });
});
