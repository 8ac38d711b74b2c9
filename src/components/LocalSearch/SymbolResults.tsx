import React, {useId, useInsertionEffect} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import type {SymbolEntry} from '@site/src/lib/symbol-index/types';
import type {FoundSymbol, SymbolAnswer, SymbolState} from './useSymbolResults';
import {insertSymbolStyles} from './symbolStyles';

// The symbols of Moodle's API that answer a query, after the pages (in the modal) or beside them (on
// /search): what each is, its signature, where it is defined (a link to the file and line at the release
// tag), since when, whether it is deprecated, and the pages of the docs version that name it.

interface Props {
  state: SymbolState;
  /** The search modal's compact look, or the /search page's. */
  variant: 'modal' | 'page';
  /** Pages named per symbol before "and N more". */
  pagesShown: number;
  /** Called when the reader follows a link to a page (the modal closes). */
  onNavigate?: () => void;
}

function Status({entry}: {entry: SymbolEntry}) {
  const {v: since, d: deprecated} = entry;
  return (
    <>
      {since && <span className="api-symbols-since">{translate({id: 'search.symbols.since', message: 'since {version}'}, {version: since})}</span>}
      {deprecated && (
        <span className="api-symbols-deprecated">
          {[
            translate({id: 'search.symbols.deprecated', message: 'deprecated'}),
            deprecated.since && translate({id: 'search.symbols.deprecatedSince', message: 'since {version}'}, {version: deprecated.since}),
            deprecated.key,
          ]
            .filter(Boolean)
            .join(' ')}
        </span>
      )}
    </>
  );
}

function Symbol({found, sourceUrl, pagesShown, onNavigate}: {found: FoundSymbol; sourceUrl: string; pagesShown: number; onNavigate?: () => void}) {
  const {entry, pages} = found;
  const shown = pages.slice(0, pagesShown);
  return (
    <li className="api-symbols-symbol" data-symbol={entry.n}>
      <p className="api-symbols-head">
        <code className="api-symbols-name">{entry.n}</code> <span className="api-symbols-kind">{entry.k}</span> <Status entry={entry} />
      </p>
      {entry.s && (
        <p className="api-symbols-signature">
          <code>{entry.s}</code>
        </p>
      )}
      <p className="api-symbols-source">
        <a href={`${sourceUrl}${entry.f}#L${entry.l}`}>
          {entry.f}:{entry.l}
        </a>
      </p>
      {shown.length > 0 && (
        <p className="api-symbols-named">
          <Translate id="search.symbols.namedOn">Named on</Translate>{' '}
          {shown.map(([title, url], i) => (
            <React.Fragment key={url}>
              {i > 0 && ', '}
              <Link to={url} onClick={onNavigate}>
                {title}
              </Link>
            </React.Fragment>
          ))}
          {pages.length > shown.length &&
            ` ${translate({id: 'search.symbols.morePages', message: 'and {count} more'}, {count: pages.length - shown.length})}`}
        </p>
      )}
    </li>
  );
}

function Answer({answer, variant, pagesShown, onNavigate, busy}: Omit<Props, 'state'> & {answer: SymbolAnswer; busy: boolean}) {
  const titleId = useId();
  const {manifest, symbols, total} = answer;
  const title = translate({id: 'search.symbols.title', message: 'Moodle {release} API'}, {release: manifest.release});
  const Title = variant === 'page' ? 'h2' : 'div';
  if (symbols.length === 0) {
    return variant === 'page' ? (
      <section className={clsx('api-symbols', `api-symbols-${variant}`)} aria-labelledby={titleId} aria-busy={busy}>
        <Title id={titleId} className="api-symbols-title">
          {title}
        </Title>
        <p className="api-symbols-none">
          <Translate id="search.symbols.none">No symbol of this version has that name.</Translate>
        </p>
      </section>
    ) : null;
  }
  return (
    <section className={clsx('api-symbols', `api-symbols-${variant}`)} aria-labelledby={titleId} aria-busy={busy} data-symbol-results>
      <Title id={titleId} className="api-symbols-title">
        {title}
        {total > symbols.length && (
          <span className="api-symbols-count"> {translate({id: 'search.symbols.count', message: '{shown} of {total}'}, {shown: symbols.length, total})}</span>
        )}
      </Title>
      <ul className="api-symbols-list">
        {symbols.map((found) => (
          <Symbol key={found.entry.n} found={found} sourceUrl={manifest.sourceUrl} pagesShown={pagesShown} onNavigate={onNavigate} />
        ))}
      </ul>
    </section>
  );
}

export default function SymbolResults({state, ...props}: Props): React.ReactNode {
  useInsertionEffect(insertSymbolStyles, []);
  if (state.status === 'error') {
    return (
      <p className={clsx('api-symbols', `api-symbols-${props.variant}`, 'api-symbols-none')} role="status">
        <Translate id="search.symbols.error">The index of Moodle&apos;s API could not be loaded: check your connection.</Translate>
      </p>
    );
  }
  const answer = state.status === 'done' ? state : state.status === 'loading' ? state.previous : undefined;
  return answer ? <Answer answer={answer} busy={state.status === 'loading'} {...props} /> : null;
}
