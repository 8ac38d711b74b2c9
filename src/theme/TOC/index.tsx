// Wraps the stock table of contents to keep its highlighted entry in view (./keepActiveInView.ts). The
// highlight moves only when the page scrolls, so the code that follows it loads on the first scroll: a
// page that is read without scrolling never loads it. The wrapper is `display: contents`: the table stays
// where stock puts it.
import React, {useEffect, useRef} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current!.firstElementChild!;
    let stop: (() => void) | undefined;
    let unmounted = false;
    const start = () => {
      void import('./keepActiveInView').then(({keepActiveInView}) => {
        if (!unmounted) stop = keepActiveInView(box);
      });
    };
    addEventListener('scroll', start, {once: true, passive: true});
    return () => {
      unmounted = true;
      removeEventListener('scroll', start);
      stop?.();
    };
  }, []);
  return (
    <div ref={ref} style={{display: 'contents'}}>
      <TOC {...props} />
    </div>
  );
}
