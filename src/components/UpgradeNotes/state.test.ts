import {describe, expect, it} from 'vitest';
import {defaultState, fromChoices, kinds, readState, stepsShown, toChoices, writeState} from './state';

const versions = ['4.0', '4.1', '4.2', '4.3'];
const master = {version: '4.3', versions};
const middle = {version: '4.2', versions};

describe('upgrade notes filter state', () => {
  it('offers earlier versions to upgrade from and the page or later ones to upgrade to', () => {
    expect(fromChoices(master)).toEqual(['4.0', '4.1', '4.2']);
    expect(toChoices(master)).toEqual(['4.3']);
    expect(fromChoices(middle)).toEqual(['4.0', '4.1']);
    expect(toChoices(middle)).toEqual(['4.2', '4.3']);
  });

  it('writes nothing for the default view, so the page keeps its plain address', () => {
    expect(defaultState(master)).toEqual({from: '4.2', to: '4.3', component: '', kinds: [...kinds], text: ''});
    expect(writeState(defaultState(master), master)).toBe('');
  });

  it('reads back what it writes', () => {
    const state = {from: '4.0', to: '4.3', component: 'core_course', kinds: ['deprecated', 'removed'] as const, text: 'cron task'};
    const search = writeState({...state, kinds: [...state.kinds]}, master);
    expect(search).toBe('?from=4.0&component=core_course&kind=deprecated,removed&q=cron+task');
    expect(readState(search, master)).toEqual({...state, kinds: [...state.kinds]});
  });

  it('keeps a view with no kind ticked, which shows nothing, apart from the default', () => {
    const none = {...defaultState(master), kinds: []};
    expect(writeState(none, master)).toBe('?kind=none');
    expect(readState('?kind=none', master).kinds).toEqual([]);
  });

  it('falls back to the default for versions the page does not offer and unknown kinds', () => {
    expect(readState('?from=4.3&to=4.1&kind=moved', master)).toEqual(defaultState(master));
    expect(readState('?from=3.9', middle).from).toBe('4.1');
    expect(readState('?kind=removed,moved', master).kinds).toEqual(['removed']);
  });

  it('shows every step after the version upgraded from, up to the one upgraded to', () => {
    expect(stepsShown(defaultState(master), master)).toEqual(['4.3']);
    expect(stepsShown(readState('?from=4.1', master), master)).toEqual(['4.2', '4.3']);
    expect(stepsShown(readState('?from=4.0&to=4.3', middle), middle)).toEqual(['4.1', '4.2', '4.3']);
  });
});
