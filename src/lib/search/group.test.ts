import {describe, expect, it} from 'vitest';
import {groupBySection} from './group';
import {pageToHits} from './hits';
import {formsPage, processPage} from './testPages';

describe('groupBySection', () => {
  it('groups pages under their sections, each page with its matching sections, in rank order', () => {
    const options = {origin: 'https://moodledev.io', query: 'form', sectionsPerPage: 2};
    const hits = [formsPage, processPage, {...formsPage, url: '/docs/4.1/apis/subsystems/form/usage'}].flatMap((page) =>
      pageToHits(page, options),
    );
    const groups = groupBySection(hits);
    expect([...groups.keys()]).toEqual(['API guides', 'Process']);
    expect(groups.get('API guides')!.map((r) => r.page.url)).toEqual([
      'https://moodledev.io/docs/4.1/apis/subsystems/form',
      'https://moodledev.io/docs/4.1/apis/subsystems/form/usage',
    ]);
    expect(groups.get('API guides')![0]!.sections.map((s) => s.anchor)).toEqual(['usage', 'elements']);
    expect(groups.get('Process')![0]!.sections).toEqual([]);
  });
});
