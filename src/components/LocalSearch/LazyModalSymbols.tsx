import React, {lazy, Suspense, useEffect, useState} from 'react';
import {parseSymbolQuery} from '@site/src/lib/symbol-index/names';

// The symbol group's code and styles are a chunk of their own, fetched when a query first looks like a
// symbol's name: a query in words (`privacy`, `release notes`) loads none of it.
const ModalSymbols = lazy(() => import(/* webpackChunkName: "search-symbols" */ './ModalSymbols'));

type Props = React.ComponentProps<typeof ModalSymbols>;

export default function LazyModalSymbols(props: Props): React.ReactNode {
  const {container} = props;
  const [named, setNamed] = useState(false);

  useEffect(() => {
    if (named) return undefined;
    const check = () => {
      const query = container.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
      if (parseSymbolQuery(query)) setNamed(true);
    };
    check();
    // DocSearch may render its input, with a query typed before the modal opened, after this runs.
    const observer = new MutationObserver(check);
    observer.observe(container, {childList: true, subtree: true});
    container.addEventListener('input', check);
    return () => {
      observer.disconnect();
      container.removeEventListener('input', check);
    };
  }, [container, named]);

  return named ? (
    <Suspense fallback={null}>
      <ModalSymbols {...props} />
    </Suspense>
  ) : null;
}
