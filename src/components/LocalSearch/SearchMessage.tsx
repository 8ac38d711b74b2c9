import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {searchPageUrl} from '@site/src/lib/search/urls';
import {suggestions} from './suggestions';
import {missingResultsUrl, searchTranslations} from './translations';


/** The spec's messages, worded as the modal words them (the same translations). */
export default function SearchMessage({kind, query}: {kind: 'error' | 'empty'; query: string}): React.ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const {errorScreen, noResultsScreen} = searchTranslations.modal;
  if (kind === 'error') {
    return (
      <div className="search-page-message" role="alert">
        <p className="search-page-message-title">{errorScreen.titleText}</p>
        <p>{errorScreen.helpText}</p>
      </div>
    );
  }
  return (
    <div className="search-page-message">
      <p className="search-page-message-title">
        {noResultsScreen.noResultsText} “<strong>{query}</strong>”
      </p>
      <p>
        {noResultsScreen.suggestedQueryText}:{' '}
        {suggestions.map((s, i) => (
          <React.Fragment key={s}>
            {i > 0 && ', '}
            <Link to={searchPageUrl(baseUrl, s)}>{s}</Link>
          </React.Fragment>
        ))}
      </p>
      <p>
        {noResultsScreen.reportMissingResultsText}{' '}
        <a href={missingResultsUrl({query})} target="_blank" rel="noopener noreferrer">
          {noResultsScreen.reportMissingResultsLinkText}
        </a>
      </p>
    </div>
  );
}
