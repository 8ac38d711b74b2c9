// Wraps the SearchBar: with Algolia configured (config/search.ts) the stock DocSearch bar of
// theme-search-algolia renders, given the spec's texts; otherwise the same DocSearch UI on the
// embedded Pagefind index. Without Algolia, the original is the classic theme's empty placeholder.
import React from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocalSearchBar from '@site/src/components/LocalSearch/LocalSearchBar';
import {missingResultsUrl, searchTranslations} from '@site/src/components/LocalSearch/translations';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarWrapper(props: Props): React.ReactNode {
  const {themeConfig} = useDocusaurusContext().siteConfig;
  if (!themeConfig.algolia) return <LocalSearchBar />;
  // The stock bar lets props override its theme config.
  const extra = {translations: searchTranslations, getMissingResultsUrl: missingResultsUrl};
  return <SearchBar {...props} {...extra} />;
}
