// Wraps the stock diagram so that Mermaid (about 180 KB gzipped, and a long task to draw) loads only when
// a diagram comes near the viewport: most diagrams sit below the first screen, and a reader who never
// scrolls to one never pays for it. Until it is drawn, the diagram's place holds its title and
// description (its accTitle and accDescr) as a figure: the served page, a browser without scripts, a
// screen reader, reader mode and search engines get those, and the drawn SVG carries them from then on.
// Every diagram is drawn before the page is printed (./printing.ts).
import React, {useEffect, useState, type ComponentProps} from 'react';
import Mermaid from '@theme-original/Mermaid';
import NearViewport from '@site/src/components/NearViewport';
import {diagramLabels} from './labels';
import styles from './styles.module.css';

/** Whether the page is about to be printed, from when the diagram is on the page. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let current = true;
    void import(/* webpackChunkName: "diagram-printing" */ './printing').then(({watchPrinting}) => {
      if (current) stop = watchPrinting(() => setPrinting(true));
    });
    return () => {
      current = false;
      stop?.();
    };
  }, []);
  return printing;
}

export default function MermaidWrapper(props: ComponentProps<typeof Mermaid>): React.JSX.Element {
  const {title, description} = diagramLabels(props.value);
  const printing = usePrinting();
  return (
    <div className={`diagram-placeholder ${styles.placeholder}`}>
      {(title || description) && (
        <figure className={styles.text}>
          {title && <figcaption>Diagram: {title}</figcaption>}
          {description && <p>{description}</p>}
        </figure>
      )}
      <NearViewport force={printing}>
        <Mermaid {...props} />
      </NearViewport>
    </div>
  );
}
