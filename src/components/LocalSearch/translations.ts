import {translate} from '@docusaurus/Translate';
import type {DocSearchTranslations} from '@docsearch/react';
import {newIssueUrl} from '../../lib/issueUrl';

// The DocSearch texts, under the stock theme's translation ids. The stock theme's SearchTranslations
// module exists only when the Algolia theme is loaded, and its no-results text ('No results found
// for') differs from the spec's, so both search modes take their texts from here.

const label = translate({id: 'theme.SearchBar.label', message: 'Search'});
const clear = translate({id: 'theme.SearchModal.searchBox.resetButtonTitle', message: 'Clear the query'});
const cancel = translate({id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel'});

/** The error screen: the index or the search service cannot be reached. */
const unreachable = {
  titleText: translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results'}),
  helpText: translate({
    id: 'theme.SearchModal.errorScreen.helpText',
    message: 'You might want to check your network connection.',
  }),
};

/** Under `docusaurus start` there is no index: it is made by the production build. */
const developmentNotice = {
  titleText: translate({id: 'search.development.title', message: 'Search works on a production build'}),
  helpText: translate({
    id: 'search.development.help',
    message: 'The search index is made when the site is built. Run npm run build && npm run serve to search this site.',
  }),
};

export const searchTranslations = {
  button: {buttonText: label, buttonAriaLabel: label},
  modal: {
    searchBox: {
      clearButtonTitle: clear,
      clearButtonAriaLabel: clear,
      closeButtonText: cancel,
      closeButtonAriaLabel: cancel,
      placeholderText: translate({id: 'theme.SearchModal.placeholder', message: 'Search docs'}),
      searchInputLabel: translate({id: 'theme.SearchModal.searchBox.searchInputLabel', message: 'Search'}),
    },
    startScreen: {
      recentSearchesTitle: translate({id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent'}),
      noRecentSearchesText: translate({id: 'theme.SearchModal.startScreen.noRecentSearchesText', message: 'No recent searches'}),
      saveRecentSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle',
        message: 'Save this search',
      }),
      removeRecentSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
        message: 'Remove this search from history',
      }),
      favoriteSearchesTitle: translate({id: 'theme.SearchModal.startScreen.favoriteSearchesTitle', message: 'Favorite'}),
      removeFavoriteSearchButtonTitle: translate({
        id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
        message: 'Remove this search from favorites',
      }),
    },
    errorScreen: process.env.NODE_ENV === 'development' ? developmentNotice : unreachable,
    footer: {
      selectText: translate({id: 'theme.SearchModal.footer.selectText', message: 'Select'}),
      selectKeyAriaLabel: translate({id: 'theme.SearchModal.footer.selectKeyAriaLabel', message: 'Enter key'}),
      navigateText: translate({id: 'theme.SearchModal.footer.navigateText', message: 'Navigate'}),
      navigateUpKeyAriaLabel: translate({id: 'theme.SearchModal.footer.navigateUpKeyAriaLabel', message: 'Arrow up'}),
      navigateDownKeyAriaLabel: translate({id: 'theme.SearchModal.footer.navigateDownKeyAriaLabel', message: 'Arrow down'}),
      closeText: translate({id: 'theme.SearchModal.footer.closeText', message: 'Close'}),
      closeKeyAriaLabel: translate({id: 'theme.SearchModal.footer.closeKeyAriaLabel', message: 'Escape key'}),
      poweredByText: translate({id: 'theme.SearchModal.footer.searchByText', message: 'Powered by'}),
    },
    noResultsScreen: {
      noResultsText: translate({id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for'}),
      suggestedQueryText: translate({id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for'}),
      reportMissingResultsText: translate({
        id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText',
        message: 'Believe this query should return results?',
      }),
      reportMissingResultsLinkText: translate({
        id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
        message: 'Let us know.',
      }),
    },
  },
} satisfies DocSearchTranslations;

/** Where a reader reports a query that should have found something (the site's issue tracker). */
export function missingResultsUrl({query}: {query: string}): string {
  return newIssueUrl(`Search: no results for "${query}"`);
}
