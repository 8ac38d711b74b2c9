import React, {useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import SymbolResults from './SymbolResults';
import {useSymbolResults} from './useSymbolResults';

/** Symbols shown in the modal, and pages named per symbol. */
const modalSymbols = 5;
const modalPagesPerSymbol = 3;

/**
 * The symbols that answer the modal's query, in a group of their own after DocSearch's page results (or
 * before its "No results" screen, when no page matches). DocSearch renders the dropdown and replaces its
 * content as results come: the group's element is put back in its place after each change.
 */
export default function ModalSymbols({container, query, docsVersion, onNavigate}: {container: HTMLElement; query: string; docsVersion: string | undefined; onNavigate: () => void}): React.ReactNode {
  const [host] = useState(() => {
    const div = document.createElement('div');
    div.className = 'local-search-symbols';
    return div;
  });

  useEffect(() => {
    const place = () => {
      const dropdown = container.querySelector('.DocSearch-Dropdown');
      if (!dropdown) {
        host.remove();
        return;
      }
      const noResults = dropdown.querySelector(':scope > .DocSearch-NoResults');
      if (noResults) {
        if (host.nextElementSibling !== noResults) dropdown.insertBefore(host, noResults);
      } else if (dropdown.lastElementChild !== host) {
        dropdown.append(host);
      }
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(container, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
      host.remove();
    };
  }, [container, host]);

  const state = useSymbolResults(query, docsVersion, modalSymbols);
  return createPortal(<SymbolResults state={state} variant="modal" pagesShown={modalPagesPerSymbol} onNavigate={onNavigate} />, host);
}
