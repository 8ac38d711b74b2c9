// Wraps the stock row of "Edit this page" and "Last updated" to add the page actions beside it: copy the
// page as Markdown, view it as Markdown, and report a problem (src/components/PageActions). They work
// only with JavaScript, so they load as a chunk of their own once the page runs, not before interaction.
import React, {lazy, Suspense, type ComponentProps} from 'react';
import EditMetaRow from '@theme-original/EditMetaRow';

const PageActions = lazy(() => import(/* webpackChunkName: "page-actions" */ '@site/src/components/PageActions'));

export default function EditMetaRowWrapper(props: ComponentProps<typeof EditMetaRow>): React.JSX.Element {
  return (
    <>
      <EditMetaRow {...props} />
      <Suspense fallback={null}>
        <PageActions />
      </Suspense>
    </>
  );
}
