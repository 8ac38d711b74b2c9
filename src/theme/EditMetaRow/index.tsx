// Wraps the stock row of "Edit this page" and "Last updated" to add the page actions beside it: copy the
// page as Markdown, view it as Markdown, and report a problem (src/components/PageActions).
import React, {type ComponentProps} from 'react';
import EditMetaRow from '@theme-original/EditMetaRow';
import PageActions from '@site/src/components/PageActions';

export default function EditMetaRowWrapper(props: ComponentProps<typeof EditMetaRow>): React.JSX.Element {
  return (
    <>
      <EditMetaRow {...props} />
      <PageActions />
    </>
  );
}
