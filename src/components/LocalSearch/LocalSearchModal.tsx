import React, {useCallback, useInsertionEffect, useMemo, useRef, useState} from 'react';
import {DocSearchModal} from '@docsearch/react/modal';
import type {DocSearchHit, DocSearchModalProps, DocSearchTransformClient} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {docsVersionIn, toPagefindFilters} from '@site/src/lib/search/filters';
import {createLiteClient} from '@site/src/lib/search/liteClient';
import {searchPageUrl, sitePath} from '@site/src/lib/search/urls';
import {loadPagefind, loadVocabulary} from './loadPagefind';
import ModalExtras from './ModalExtras';
import LazyModalSymbols from './LazyModalSymbols';
import {insertModalStyles} from './modalStyles';
import {missingResultsUrl, searchTranslations} from './translations';

// The modal half of the local search bar, loaded on demand: the stock DocSearch modal with the Algolia
// client replaced by one on the Pagefind index, as the stock theme's SearchBar renders it otherwise.

/** How many pages a query loads (one small fragment file each), and sections shown per page. */
const modalPages = 8;
const modalSectionsPerPage = 2;

// DocSearch's props name an Algolia index; nothing is sent to Algolia with them.
const placeholderCredentials = {appId: 'pagefind', apiKey: 'local', indexName: 'pagefind'};

/** Results stay within the site: navigate with the router, from the path of the absolute result URL. */
function transformItems(items: DocSearchHit[]): DocSearchHit[] {
  return items.map((item) => ({...item, url: sitePath(item.url)}));
}

/**
 * A result links within the app, as a Link does, but loads its page's code only when the reader points at
 * it: a Link would fetch the pages of all the results in view, which only adds to a first query's weight.
 */
function Hit({hit, children}: {hit: {url: string}; children: React.ReactNode}) {
  const history = useHistory();
  const preload = () => void window.docusaurus?.preload(hit.url);
  const follow = (event: React.MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(hit.url);
  };
  return (
    <a href={hit.url} onClick={follow} onMouseEnter={preload} onFocus={preload} onTouchStart={preload}>
      {children}
    </a>
  );
}

/** "See all results" opens the /search page on the query and on the docs version being searched. */
function ResultsFooter({query, count, onClose}: {query: string; count: number; onClose: () => void}) {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const version = docsVersionIn(useContextualSearchFilters().tags, 'default');
  return (
    <Link to={searchPageUrl(baseUrl, query, version)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export default function LocalSearchModal({container, onClose}: {container: HTMLElement; onClose: () => void}): React.ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const history = useHistory();
  // DocSearch's styles are in the page before its modal is.
  useInsertionEffect(insertModalStyles, []);
  // Contextual search: the filters follow the page the reader is on; the client reads them per query.
  const contextual = useContextualSearchFilters();
  const filters = useRef(toPagefindFilters(contextual));
  filters.current = toPagefindFilters(contextual);
  // The symbols shown are those of the docs version searched.
  const docsVersion = docsVersionIn(contextual.tags, 'default');
  // Whether the last search failed to reach the index (ModalExtras then shows the error screen).
  const [failed, setFailed] = useState(false);

  const client = useMemo(
    () =>
      createLiteClient({
        loadPagefind: () => loadPagefind(baseUrl),
        vocabulary: () => loadVocabulary(baseUrl),
        getFilters: () => filters.current,
        origin: window.location.origin,
        pages: modalPages,
        sectionsPerPage: modalSectionsPerPage,
        onSettled: (reachable) => setFailed(!reachable),
      }),
    [baseUrl],
  );
  const transformSearchClient = useCallback(() => client as unknown as DocSearchTransformClient, [client]);
  const navigator = useMemo(() => ({navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}), [history]);
  const resultsFooterComponent = useCallback<NonNullable<DocSearchModalProps['resultsFooterComponent']>>(
    ({state}) => <ResultsFooter query={state.query} count={Number(state.context.nbHits ?? 0)} onClose={onClose} />,
    [onClose],
  );

  return (
    <>
      <DocSearchModal
        {...placeholderCredentials}
        onClose={onClose}
        onAskAiToggle={() => {}}
        initialScrollY={window.scrollY}
        navigator={navigator}
        transformItems={transformItems}
        hitComponent={Hit}
        transformSearchClient={transformSearchClient}
        resultsFooterComponent={resultsFooterComponent}
        getMissingResultsUrl={missingResultsUrl}
        maxResultsPerGroup={8}
        translations={searchTranslations.modal}
      />
      <ModalExtras container={container} failed={failed} />
      <LazyModalSymbols container={container} docsVersion={docsVersion} onNavigate={onClose} />
    </>
  );
}
