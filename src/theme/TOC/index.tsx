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
    const box = ref.current!.firstElementChild!;
    const observer = new MutationObserver(() => {
      const link = box.querySelector('.table-of-contents__link--active');
      if (!link) return;
      // What of the table shows: its own box, less what is above the window or under the navbar.
      const shown = box.getBoundingClientRect();
      const top = Math.max(shown.top, document.querySelector('.navbar')!.getBoundingClientRect().bottom);
      const {top: linkTop, bottom: linkBottom} = link.getBoundingClientRect();
      box.scrollTop += Math.min(0, linkTop - top - 16) || Math.max(0, linkBottom - Math.min(shown.bottom, innerHeight) + 16);
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
