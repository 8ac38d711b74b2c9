import React, {useCallback, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {preloadPagefind} from './loadPagefind';
import {searchTranslations} from './translations';
import './button.css';

// The stock theme's SearchBar (theme-search-algolia) on the embedded Pagefind index: the same DocSearch
// button and keyboard shortcuts here; the modal, its client and the index load on hover, focus or touch.
// The button is named by what it shows (its label, then the key hint where one shows), not by
// DocSearch's "Search (Control+k)", which speech input users cannot match with what they see; its
// aria-keyshortcuts still gives the shortcut.

type ModalModule = typeof import('./LocalSearchModal');
let modalModule: ModalModule | null = null;

function importModalIfNeeded(baseUrl: string): Promise<ModalModule> {
  // The index loads alongside the modal's code, not after it.
  preloadPagefind(baseUrl);
  const loaded = modalModule ? Promise.resolve(modalModule) : import('./LocalSearchModal');
  return loaded.then((module) => {
    modalModule = module;
    return module;
  });
}

export default function LocalSearchBar(): React.ReactNode {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);

  const prepare = useCallback(() => importModalIfNeeded(baseUrl), [baseUrl]);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      div.className = 'local-search';
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
    }
    prepare().then(() => setIsOpen(true));
  }, [prepare]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
  }, []);

  useDocSearchKeyboardEvents({isOpen, onOpen: openModal, onClose: closeModal, isAskAiActive: false, onAskAiToggle: () => {}});

  const Modal = modalModule?.default;
  return (
    <>
      <DocSearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        ref={searchButtonRef}
        aria-label={undefined}
        translations={searchTranslations.button}
      />
      {isOpen &&
        Modal &&
        searchContainer.current &&
        createPortal(<Modal container={searchContainer.current} onClose={closeModal} />, searchContainer.current)}
    </>
  );
}
