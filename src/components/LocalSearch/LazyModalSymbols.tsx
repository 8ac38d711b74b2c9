import React, {lazy, Suspense, useEffect, useState} from 'react';
import {parseSymbolQuery} from '@site/src/lib/symbol-index/names';

// The symbol group's code and styles are a chunk of their own, fetched when a query first looks like a
// symbol's name: a query in words (`privacy`, `release notes`) loads none of it. This part follows the
// modal's query and hands it to the group.
const ModalSymbols = lazy(() => import(/* webpackChunkName: "search-symbols" */ './ModalSymbols'));

type Props = Omit<React.ComponentProps<typeof ModalSymbols>, 'query'>;

export default function LazyModalSymbols(props: Props): React.ReactNode {
  const {container} = props;
  const [query, setQuery] = useState('');
  const [named, setNamed] = useState(false);
  if (!named && parseSymbolQuery(query)) setNamed(true);

  useEffect(() => {
    const read = () => setQuery(container.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '');
    read();
    // DocSearch may render its input, with a query typed before the modal opened, after this runs.
    const observer = new MutationObserver(read);
    observer.observe(container, {childList: true, subtree: true});
    container.addEventListener('input', read);
    return () => {
      observer.disconnect();
      container.removeEventListener('input', read);
    };
  }, [container]);

  return named ? (
    <Suspense fallback={null}>
      <ModalSymbols {...props} query={query} />
    </Suspense>
  ) : null;
}
