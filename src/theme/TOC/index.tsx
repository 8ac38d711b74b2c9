// Wraps the stock table of contents to keep its highlighted entry in view. Stock highlights the entry
// of the heading being read (a class it sets outside React) but leaves the table's own scroll where it
// was, so on a long page, whose table is taller than the window, the highlighted entry scrolls out of
// view. The wrapper is `display: contents`: the table stays where stock puts it.
import React, {useEffect, useRef} from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof TOCType>;

export default function TOCWrapper(props: Props): React.JSX.Element {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current?.firstElementChild;
    if (!box) return undefined;
    const observer = new MutationObserver(() => {
      const link = box.querySelector('.table-of-contents__link--active');
      if (!link) return;
      // What of the table shows: the window less the navbar, when shown, and the table's own box.
      const shown = box.getBoundingClientRect();
      const top = Math.max(shown.top, document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0);
      const bottom = Math.min(shown.bottom, window.innerHeight);
      const {top: linkTop, bottom: linkBottom} = link.getBoundingClientRect();
      if (linkTop < top) box.scrollTop -= top - linkTop + 16;
      else if (linkBottom > bottom) box.scrollTop += linkBottom - bottom + 16;
    });
    observer.observe(box, {subtree: true, attributeFilter: ['class']});
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} style={{display: 'contents'}}>
      <TOC {...props} />
    </div>
  );
}
