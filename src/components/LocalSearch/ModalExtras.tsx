import React, {useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import Translate from '@docusaurus/Translate';
import {suggestions} from './suggestions';
import {searchTranslations} from './translations';

// What the local modal adds to DocSearch 4.7's, each portalled into the modal it belongs to:
// - the credit of the engine that answers, where DocSearch's fixed Algolia logo is (hidden by modal.css);
// - an error screen that stays: DocSearch sets its error status and autocomplete-core's `finally`
//   resets it to idle at once, so its own error screen never shows;
// - suggestions when nothing matches: DocSearch spreads its suggestion list into an object, which then
//   has no length, so its own "Try searching for" never shows.

interface Slots {
  modal: Element | null;
  footer: Element | null;
  noResults: Element | null;
}

function findSlots(container: HTMLElement): Slots {
  return {
    modal: container.querySelector('.DocSearch-Modal'),
    footer: container.querySelector('.DocSearch-Footer'),
    noResults: container.querySelector('.DocSearch-NoResults'),
  };
}

/** Types a query into DocSearch's input as the reader would, so that it searches. */
function fillQuery(container: HTMLElement, query: string) {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

export default function ModalExtras({container, failed}: {container: HTMLElement; failed: boolean}): React.ReactNode {
  const [slots, setSlots] = useState<Slots>(() => findSlots(container));

  useEffect(() => {
    const update = () =>
      setSlots((previous) => {
        const next = findSlots(container);
        return next.modal === previous.modal && next.footer === previous.footer && next.noResults === previous.noResults
          ? previous
          : next;
      });
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [container]);

  useEffect(() => {
    container.classList.toggle('local-search--failed', failed);
  }, [container, failed]);

  const {errorScreen, noResultsScreen} = searchTranslations.modal;
  return (
    <>
      {slots.footer &&
        createPortal(
          <a className={'local-search-credit'} href="https://pagefind.app/" target="_blank" rel="noopener noreferrer">
            <Translate id="search.credit" values={{engine: <strong>Pagefind</strong>}}>
              {'Search by {engine}'}
            </Translate>
          </a>,
          slots.footer,
        )}
      {failed &&
        slots.modal &&
        createPortal(
          <div className={`DocSearch-ErrorScreen local-search-error`} role="alert">
            <p className="DocSearch-Title">{errorScreen.titleText}</p>
            <p className="DocSearch-Help">{errorScreen.helpText}</p>
          </div>,
          slots.modal,
        )}
      {!failed &&
        slots.noResults &&
        createPortal(
          <div className="DocSearch-NoResults-Prefill-List">
            <p className="DocSearch-Help">{noResultsScreen.suggestedQueryText}:</p>
            <div className="DocSearch-NoResults-Prefill-List-Items">
              {suggestions.map((query) => (
                <p key={query}>
                  <button type="button" className="DocSearch-Prefill" onClick={() => fillQuery(container, query)}>
                    {query}
                  </button>
                </p>
              ))}
            </div>
          </div>,
          slots.noResults,
        )}
    </>
  );
}
