// A fake Pagefind for the unit tests: two pages shaped like real fragments of the built site.
import type {Pagefind, PagefindPage} from './pagefindTypes';

export const formsPage: PagefindPage = {
  url: '/docs/4.1/apis/subsystems/form',
  excerpt: 'The <mark>Forms</mark> API builds &lt;form&gt; elements.',
  meta: {title: 'Forms API', section: 'API guides'},
  anchors: [
    {element: 'h2', id: 'usage', text: 'Usage', location: 10},
    {element: 'h3', id: 'elements', text: 'Form elements', location: 20},
    {element: 'h2', id: 'see-also', text: 'See also', location: 40},
  ],
  sub_results: [
    {title: 'Forms API', url: '/docs/4.1/apis/subsystems/form', excerpt: 'The <mark>Forms</mark> API', locations: [1]},
    {
      title: 'Usage',
      url: '/docs/4.1/apis/subsystems/form#usage',
      anchor: {element: 'h2', id: 'usage', text: 'Usage', location: 10},
      excerpt: 'Create a <mark>form</mark> class.',
      locations: [12],
    },
    {
      title: 'Form elements',
      url: '/docs/4.1/apis/subsystems/form#elements',
      anchor: {element: 'h3', id: 'elements', text: 'Form elements', location: 20},
      excerpt: 'Each <mark>form</mark> element <mark>form</mark>s a field.',
      locations: [22, 25],
    },
    {
      title: 'See also',
      url: '/docs/4.1/apis/subsystems/form#see-also',
      anchor: {element: 'h2', id: 'see-also', text: 'See also', location: 40},
      excerpt: 'Other pages.',
      locations: [],
    },
  ],
};

export const processPage: PagefindPage = {
  url: '/general/development/process',
  excerpt: 'How a <mark>form</mark> change is integrated.',
  meta: {title: 'Process'},
  anchors: [],
  sub_results: [{title: 'Process', url: '/general/development/process', excerpt: 'a <mark>form</mark>'}],
};

/** A Pagefind that returns the given pages for any query and records the filters it was given. */
export function fakePagefind(pages: PagefindPage[], calls: unknown[] = []): Pagefind {
  return {
    options: async () => {},
    search: async (query, options) => {
      calls.push({query, ...options});
      return {
        unfilteredResultCount: pages.length,
        results: pages.map((page, i) => ({id: String(i), score: 1, data: async () => page})),
      };
    },
  };
}
