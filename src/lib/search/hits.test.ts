import {describe, expect, it} from 'vitest';
import {pageToHits} from './hits';
import {formsPage, processPage} from './testPages';

const options = {origin: 'http://127.0.0.1:3210', query: 'form', sectionsPerPage: 2};

describe('pageToHits', () => {
  const [page, ...sections] = pageToHits(formsPage, options);

  it('gives the page as a lvl1 hit grouped under its section, with an absolute URL', () => {
    expect(page).toMatchObject({
      objectID: 'http://127.0.0.1:3210/docs/4.1/apis/subsystems/form',
      type: 'lvl1',
      url: 'http://127.0.0.1:3210/docs/4.1/apis/subsystems/form',
      anchor: null,
      hierarchy: {lvl0: 'API guides', lvl1: 'Forms API', lvl2: null},
      content: 'The <mark>Forms</mark> API builds &lt;form&gt; elements.',
    });
    expect(page._snippetResult.hierarchy.lvl1.value).toBe('<mark>Forms</mark> API');
    expect(page._highlightResult.hierarchy.lvl0.value).toBe('API guides');
  });

  it('adds the best-matching sections in page order, each linking to its heading', () => {
    expect(sections.map((s) => s.url)).toEqual([
      'http://127.0.0.1:3210/docs/4.1/apis/subsystems/form#usage',
      'http://127.0.0.1:3210/docs/4.1/apis/subsystems/form#elements',
    ]);
    expect(sections[1]).toMatchObject({
      type: 'content',
      anchor: 'elements',
      url_without_anchor: 'http://127.0.0.1:3210/docs/4.1/apis/subsystems/form',
      hierarchy: {lvl0: 'API guides', lvl1: 'Forms API', lvl2: 'Usage', lvl3: 'Form elements', lvl4: null},
      content: 'Each <mark>form</mark> element <mark>form</mark>s a field.',
    });
    // The snippet is shown with the headings above it.
    expect(sections[1]!._snippetResult.hierarchy.lvl1.value).toBe('Usage › <mark>Form</mark> elements');
  });

  it('makes a section that matched by its heading only a heading hit', () => {
    const [, heading] = pageToHits(
      {...formsPage, sub_results: [{...formsPage.sub_results[2]!, excerpt: 'no match here', locations: [20]}]},
      options,
    );
    expect(heading).toMatchObject({type: 'lvl3', content: null});
    expect(heading!._snippetResult.hierarchy.lvl3.value).toBe('<mark>Form</mark> elements');
  });

  it('shows an excerpt once when the page excerpt is one of its sections', () => {
    const [page] = pageToHits({...formsPage, excerpt: formsPage.sub_results[1]!.excerpt}, options);
    expect(page!.content).toBeNull();
  });

  it('uses the page title as section when the page has no breadcrumb', () => {
    expect(pageToHits(processPage, options)).toHaveLength(1);
    expect(pageToHits(processPage, options)[0]!.hierarchy).toMatchObject({lvl0: 'Process', lvl1: 'Process'});
  });

  it('escapes titles and headings, in the raw fields too (recent searches render them as HTML)', () => {
    const [hit] = pageToHits({...processPage, meta: {title: '<img src=x onerror=alert(1)>'}}, options);
    expect(hit!.hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(hit!._snippetResult.hierarchy.lvl1.value).not.toContain('<img');
  });
});
