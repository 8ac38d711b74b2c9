// Wraps the stock doc content to show the banners a page asks for in its front matter, above the
// title: `moodleVersion` (the branch's support status) and `documentationDraft` (a draft notice).
// The content itself is unchanged; see src/components/DocBanner.
import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {DraftBanner, VersionBanner} from '@site/src/components/DocBanner';

type Props = WrapperProps<typeof ContentType>;

interface BannerFrontMatter {
  moodleVersion?: unknown;
  documentationDraft?: unknown;
}

export default function ContentWrapper(props: Props): React.JSX.Element {
  const {frontMatter, metadata} = useDoc();
  const {moodleVersion, documentationDraft} = frontMatter as BannerFrontMatter;
  if (moodleVersion != null && typeof moodleVersion !== 'string') {
    // YAML reads 4.10 as the number 4.1: insist on a string.
    throw new Error(`${metadata.source}: moodleVersion must be a quoted string such as "4.2", not ${String(moodleVersion)}`);
  }
  if (documentationDraft != null && documentationDraft !== false && documentationDraft !== true && typeof documentationDraft !== 'string') {
    throw new Error(`${metadata.source}: documentationDraft must be true or an issue (MDL-12345 or a URL)`);
  }
  return (
    <>
      {moodleVersion && <VersionBanner version={moodleVersion} />}
      {documentationDraft && <DraftBanner draft={documentationDraft as true | string} editUrl={metadata.editUrl ?? undefined} />}
      <Content {...props} />
    </>
  );
}
