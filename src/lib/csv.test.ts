import {describe, expect, it} from 'vitest';
import {parseCsv} from './csv';

describe('parseCsv', () => {
  it('keys each row by the header', () => {
    expect(parseCsv('a,b\n1,2\n3,4\n')).toEqual([
      {a: '1', b: '2'},
      {a: '3', b: '4'},
    ]);
  });

  it('keeps commas, newlines and doubled quotes inside quoted fields', () => {
    expect(parseCsv('name,note\n"x, y","say ""hi""\nthere"\n')).toEqual([{name: 'x, y', note: 'say "hi"\nthere'}]);
  });

  it('reads CRLF line ends and a last line without one', () => {
    expect(parseCsv('a,b\r\n1,2\r\n3,4')).toEqual([
      {a: '1', b: '2'},
      {a: '3', b: '4'},
    ]);
  });

  it('fills missing trailing fields with empty strings', () => {
    expect(parseCsv('a,b,c\n1,2\n')).toEqual([{a: '1', b: '2', c: ''}]);
  });
});
