import {useEffect, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {matchSymbols} from '@site/src/lib/symbol-index/match';
import {parseSymbolQuery} from '@site/src/lib/symbol-index/names';
import type {SymbolEntry, SymbolManifest} from '@site/src/lib/symbol-index/types';
import {loadedSymbolShard, loadSymbolShard, type LoadedShard} from './loadSymbols';

export interface FoundSymbol {
  entry: SymbolEntry;
  /** The pages that name it: title and URL. */
  pages: [string, string][];
}

export interface SymbolAnswer {
  manifest: SymbolManifest;
  symbols: FoundSymbol[];
  /** How many symbols answer, of which `symbols` are the first. */
  total: number;
}

export type SymbolState =
  | {status: 'idle'}
  | {status: 'loading'; previous?: SymbolAnswer}
  | ({status: 'done'} & SymbolAnswer)
  | {status: 'error'};

/** Typing pauses this long before a shard not yet here is fetched: each key of an unfinished name may fall in another. */
const debounceMs = 150;

function answer(loaded: LoadedShard, query: NonNullable<ReturnType<typeof parseSymbolQuery>>, limit: number): SymbolState {
  const {manifest, shard} = loaded;
  const matches = shard ? matchSymbols(shard.symbols, query) : [];
  const symbols = matches.slice(0, limit).map(({entry}) => ({entry, pages: (entry.p ?? []).map((i) => shard!.pages[i]!)}));
  return {status: 'done', manifest, symbols, total: matches.length};
}

/**
 * The symbols of a docs version that answer a query, best first (at most `limit`), when the query looks
 * like a symbol's name (src/lib/symbol-index/names.ts); idle otherwise, and nothing is fetched.
 */
export function useSymbolResults(query: string, docsVersion: string | undefined, limit: number): SymbolState {
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [state, setState] = useState<SymbolState>({status: 'idle'});

  useEffect(() => {
    const parsed = parseSymbolQuery(query);
    if (!parsed || !parsed.key || !docsVersion) {
      setState({status: 'idle'});
      return undefined;
    }
    const here = loadedSymbolShard(baseUrl, docsVersion, parsed.key);
    if (here) {
      setState(answer(here, parsed, limit));
      return undefined;
    }
    let current = true;
    // The previous answer stays on screen until the new one arrives.
    setState((s) => ({status: 'loading', previous: s.status === 'done' ? s : s.status === 'loading' ? s.previous : undefined}));
    const timer = setTimeout(() => {
      loadSymbolShard(baseUrl, docsVersion, parsed.key).then(
        (loaded) => current && setState(answer(loaded, parsed, limit)),
        () => current && setState({status: 'error'}),
      );
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, docsVersion, limit, baseUrl]);

  return state;
}
