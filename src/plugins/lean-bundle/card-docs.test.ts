import {describe, expect, it} from 'vitest';
import {cardDocIds} from './card-docs';
import versionPropsLoader from './version-props-loader.js';

const sidebars = {
  guides: [
    {type: 'doc', id: 'intro'},
    {
      type: 'category',
      link: {type: 'generated-index'},
      items: [{type: 'doc', id: 'testing/behat'}, {type: 'category', link: {type: 'doc', id: 'testing/unit'}, items: [{type: 'doc', id: 'testing/unit/mocks'}]}],
    },
  ],
};

describe('descriptions kept for category cards', () => {
  it('lists the docs directly inside a generated category index, in every version of every instance', () => {
    const ids = cardDocIds({default: {loadedVersions: [{sidebars}]}, general: {loadedVersions: [{sidebars: {s: [{type: 'category', link: {type: 'generated-index'}, items: [{type: 'ref', id: 'a'}]}]}}]}});
    expect(ids).toEqual(['a', 'testing/behat']);
  });

  it('keeps in version props only the docs that cards show, with their description, and leaves other JSON untouched', () => {
    const run = (source: string) => versionPropsLoader.call({getOptions: () => ({cardDocs: ['testing/behat', 'testing/plain']})}, source);
    const version = {
      docsSidebars: {},
      docs: {'testing/behat': {title: 'Behat', description: 'Kept'}, 'testing/plain': {title: 'Plain'}, intro: {title: 'Intro', description: 'Dropped'}},
    };
    expect(JSON.parse(run(JSON.stringify({version})))).toEqual({
      version: {docsSidebars: {}, docs: {'testing/behat': {description: 'Kept'}, 'testing/plain': {}}},
    });
    const tagPage = JSON.stringify({tag: {label: 'Forms', description: 'All forms'}});
    expect(run(tagPage)).toBe(tagPage);
  });
});
