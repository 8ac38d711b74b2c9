import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {toPagefindFilters} from '@site/src/lib/search/filters';
import {searchPagefind, type SearchOutcome} from '@site/src/lib/search/search';
import {loadPagefind, loadVocabulary} from './loadPagefind';

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'; previous?: SearchOutcome}
  | {status: 'done'; outcome: SearchOutcome}
  | {status: 'error'};

/** Waits for typing to pause before searching: each query loads index chunks and page fragments. */
const debounceMs = 200;

/** Runs the /search page's query on the same Pagefind index as the modal, for the chosen tags. */
export function useSearchResults(query: string, tags: string[], pages: number): SearchState {
  const {i18n, siteConfig} = useDocusaurusContext();
  const {baseUrl} = siteConfig;
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const tagKey = tags.join(' ');

  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    // The previous results stay on screen until the new ones arrive.
    setState((s) => ({status: 'loading', previous: s.status === 'done' ? s.outcome : s.status === 'loading' ? s.previous : undefined}));
    const timer = setTimeout(async () => {
      try {
        const pagefind = await loadPagefind(baseUrl);
        const outcome = await searchPagefind(pagefind, trimmed, {
          filters: toPagefindFilters({locale: i18n.currentLocale, tags: tagKey.split(' ')}),
          origin: window.location.origin,
          pages,
          sectionsPerPage: 3,
          vocabulary: () => loadVocabulary(baseUrl),
        });
        if (current) setState({status: 'done', outcome});
      } catch {
        if (current) setState({status: 'error'});
      }
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, tagKey, pages, baseUrl, i18n.currentLocale]);

  return state;
}
