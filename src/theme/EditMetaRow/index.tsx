// Wraps the stock row of "Edit this page" and "Last updated" to add the page actions beside it: copy the
// page as Markdown, view it as Markdown, and report a problem (src/components/PageActions). They work
// only with JavaScript and sit at the end of the doc, so their chunk loads when the row comes near the
// viewport, not with the page: a long page's first load carries none of it.
import React, {lazy, Suspense, type ComponentProps} from 'react';
import EditMetaRow from '@theme-original/EditMetaRow';
import NearViewport from '@site/src/components/NearViewport';
import styles from './styles.module.css';

const PageActions = lazy(() => import(/* webpackChunkName: "page-actions" */ '@site/src/components/PageActions'));

export default function EditMetaRowWrapper(props: ComponentProps<typeof EditMetaRow>): React.JSX.Element {
  return (
    <>
      <EditMetaRow {...props} />
      <NearViewport className={styles.placeholder}>
        <Suspense fallback={null}>
          <PageActions />
        </Suspense>
      </NearViewport>
    </>
  );
}
