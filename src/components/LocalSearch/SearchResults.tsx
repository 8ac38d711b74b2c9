import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {plainText} from '@site/src/lib/search/escape';
import {groupBySection, type PageResult} from '@site/src/lib/search/group';
import {sitePath} from '@site/src/lib/search/urls';
import SearchMessage from './SearchMessage';
import type {SearchState} from './useSearchResults';

/** Hit fields are HTML escaped by the search library, with only <mark> highlights left as markup. */
function Html({html, className}: {html: string; className?: string}) {
  return <span className={className} dangerouslySetInnerHTML={{__html: html}} />;
}

function PageItem({page, sections}: PageResult) {
  return (
    <li className="search-page-result">
      <Link to={sitePath(page.url)} className="search-page-result-title">
        <Html html={page._snippetResult.hierarchy.lvl1.value} />
      </Link>
      {page.content && <Html html={page.content} className="search-page-snippet" />}
      {sections.length > 0 && (
        <ul className="search-page-sections">
          {sections.map((section) => (
            <li key={section.objectID}>
              <Link to={sitePath(section.url)}>
                <Html html={section._snippetResult.hierarchy.lvl1.value} />
              </Link>
              {section.content && <Html html={section.content} className="search-page-snippet" />}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function usePagesFound(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate({id: 'search.pagesFound', message: 'One page found|{count} pages found'}, {count}),
    );
}

interface Props {
  query: string;
  state: SearchState;
  onMore: () => void;
}

export default function SearchResults({query, state, onMore}: Props): React.ReactNode {
  const pagesFound = usePagesFound();
  if (state.status === 'error') return <SearchMessage kind="error" query={query} />;
  const outcome = state.status === 'done' ? state.outcome : state.status === 'loading' ? state.previous : undefined;
  if (!outcome && state.status === 'loading') {
    return <p aria-busy="true">{translate({id: 'theme.SearchPage.fetchingNewResults', message: 'Fetching new results...'})}</p>;
  }
  if (!outcome) return null;
  if (outcome.nbHits === 0) return state.status === 'done' ? <SearchMessage kind="empty" query={query} /> : null;

  const groups = groupBySection(outcome.hits);
  const shown = [...groups.values()].reduce((n, pages) => n + pages.length, 0);
  return (
    <div aria-busy={state.status === 'loading'}>
      <p className="search-page-count">{pagesFound(outcome.nbHits)}</p>
      {[...groups].map(([section, pages]) => (
        <section key={section} className="search-page-group">
          <h2 className="search-page-group-title">{plainText(section)}</h2>
          <ul className="search-page-results">
            {pages.map((result) => (
              <PageItem key={result.page.objectID} {...result} />
            ))}
          </ul>
        </section>
      ))}
      {shown < outcome.nbHits && (
        <button type="button" className="button button--secondary" onClick={onMore}>
          <Translate id="search.moreResults">More results</Translate>
        </button>
      )}
    </div>
  );
}
