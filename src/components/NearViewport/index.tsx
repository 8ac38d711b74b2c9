// Renders its children only once their place on the page comes near the viewport, inside a box that is
// empty before that (and on the server). For parts that cost a reader bytes or main-thread time
// but are far down a long page: the diagrams (Mermaid, about 180 KB) and the page actions under the doc.
// Loading starts 400 px before the viewport, so that a part is usually ready when the reader reaches it.
import React, {useEffect, useRef, useState, type ReactNode} from 'react';

interface Props {
  children: ReactNode;
  /** The box's class: it reserves the children's likely size, so that the page moves little when they appear. */
  className?: string;
  /** Renders the children wherever the box is (a diagram before the page is printed). */
  force?: boolean;
}

export default function NearViewport({children, className, force = false}: Props): React.JSX.Element {
  const box = useRef<HTMLDivElement>(null);
  const [seen, setNear] = useState(false);
  const near = seen || force;
  useEffect(() => {
    const element = box.current;
    if (near || !element) return undefined;
    // A browser without IntersectionObserver gets the children at once, as if they were near.
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {rootMargin: '400px'});
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={box} className={className}>
      {near && children}
    </div>
  );
}
