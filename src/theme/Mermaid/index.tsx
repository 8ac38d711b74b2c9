// Wraps the stock diagram so that Mermaid (about 180 KB gzipped, and a long task to draw) loads only when
// a diagram comes near the viewport: most diagrams sit below the first screen, and a reader who never
// scrolls to one never pays for it.
import React, {type ComponentProps} from 'react';
import Mermaid from '@theme-original/Mermaid';
import NearViewport from '@site/src/components/NearViewport';
import styles from './styles.module.css';

export default function MermaidWrapper(props: ComponentProps<typeof Mermaid>): React.JSX.Element {
  return (
    <NearViewport className={`diagram-placeholder ${styles.placeholder}`}>
      <Mermaid {...props} />
    </NearViewport>
  );
}
