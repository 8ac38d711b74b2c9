import React, {useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {PageMetadata, useContextualSearchFilters, useQueryString, useSearchQueryString} from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {docsVersionIn, withDocsVersion} from '@site/src/lib/search/filters';
import SearchResults from './SearchResults';
import SymbolResults from './SymbolResults';
import {useSearchResults} from './useSearchResults';
import {useSymbolResults} from './useSymbolResults';
import PageStyles from '@site/src/components/PageStyles';
import pageStyles from '!!../PageStyles/text-loader.cjs!./page.css';

/** The versioned docs plugin whose version the selector picks; the general area is unversioned. */
const docsPluginId = 'default';
/** Pages loaded per step of "More results". */
const pageStep = 10;
/** Symbols shown beside the pages, and pages named per symbol. */
const pageSymbols = 10;
const pagesPerSymbol = 8;

function SearchPageContent(): React.ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [query, setQuery] = useSearchQueryString();
  const [versionParam, setVersionParam] = useQueryString('version');
  const contextual = useContextualSearchFilters();
  const versions = useVersions(docsPluginId);
  const version = versions.some((v) => v.name === versionParam) ? versionParam : docsVersionIn(contextual.tags, docsPluginId)!;
  const [pages, setPages] = useState(pageStep);
  const state = useSearchResults(query, withDocsVersion(contextual.tags, docsPluginId, version), pages);
  const symbols = useSymbolResults(query, version, pageSymbols);

  const title = query
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"'}, {query})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation'});

  return (
    <>
      <PageMetadata title={title}>
        <meta name="robots" content="noindex" />
      </PageMetadata>
      <PageStyles css={pageStyles} />
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        {/* Results follow typing; as a GET form, Enter pressed before hydration still lands on ?q=. */}
        <form className="search-page-form" role="search" action={`${baseUrl}search`} onSubmit={(e) => e.preventDefault()}>
          <input
            type="search"
            name="q"
            className="search-page-input"
            aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search'})}
            placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here'})}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setPages(pageStep);
            }}
            autoComplete="off"
            autoFocus
          />
          <label className="search-page-version">
            <Translate id="search.versionLabel">Docs version</Translate>
            <select
              name="version"
              value={version}
              onChange={(e) => {
                setVersionParam(e.target.value);
                setPages(pageStep);
              }}>
              {versions.map((v) => (
                <option key={v.name} value={v.name}>
                  {v.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button--primary">
            <Translate id="search.submit">Search</Translate>
          </button>
        </form>
        {/* Symbols of Moodle's API go beside the pages when the query names one (./symbols.css). */}
        <div className={symbols.status === 'idle' ? undefined : 'api-symbols-layout'}>
          <SearchResults query={query} state={state} onMore={() => setPages((n) => n + pageStep)} />
          <SymbolResults state={symbols} variant="page" pagesShown={pagesPerSymbol} />
        </div>
      </main>
    </>
  );
}

/**
 * The /search page of the embedded search: `?q=` holds the query, `&version=` the docs version
 * searched (the contextual one when absent), and results come from the modal's Pagefind index.
 * The content sits inside Layout, which provides the docs version context the filters read.
 */
export default function SearchPage(): React.ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
