import {describe, expect, it} from 'vitest';
import globalDataLoader from './global-data-loader.js';
import {navbarDocPlugins} from './navbar-doc-plugins';

describe('navbarDocPlugins', () => {
  it('names the docs plugins of navbar items that read doc lists, in dropdowns too, with default for none', () => {
    const items = [
      {to: '/docs', label: 'Guides'},
      {type: 'docsVersionDropdown'},
      {type: 'dropdown', items: [{type: 'docSidebar', docsPluginId: 'general'}, {to: '/versions'}]},
      {type: 'localeDropdown'},
    ];
    expect(navbarDocPlugins(items)).toEqual(['default', 'general']);
    expect(navbarDocPlugins([{to: '/docs'}, {type: 'localeDropdown'}])).toEqual([]);
  });
});

describe('global-data-loader', () => {
  const version = (name: string) => ({
    name,
    label: name,
    isLast: true,
    path: `/${name}`,
    mainDocId: 'intro',
    docs: [{id: 'intro', path: `/${name}/intro`, sidebar: 'guides'}],
    draftIds: [],
    sidebars: {guides: {link: {path: `/${name}/intro`, label: 'intro'}}},
  });
  const data = {
    'docusaurus-plugin-content-docs': {default: {path: '/docs', versions: [version('4.2')]}, general: {path: '/general', versions: [version('current')]}},
    'release-data': {branches: ['4.2']},
  };

  it('empties the doc lists of the plugins the navbar does not read, and keeps their versions', () => {
    const run = (keepDocLists: string[]) => JSON.parse(globalDataLoader.call({getOptions: () => ({keepDocLists})}, JSON.stringify(data)));
    const trimmed = run(['default']);
    expect(trimmed['docusaurus-plugin-content-docs'].default).toEqual(data['docusaurus-plugin-content-docs'].default);
    expect(trimmed['docusaurus-plugin-content-docs'].general.versions).toEqual([{...version('current'), docs: [], sidebars: {}}]);
    expect(trimmed['release-data']).toEqual(data['release-data']);
    expect(run(['default', 'general'])).toEqual(data);
  });
});
