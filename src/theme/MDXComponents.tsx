// Wraps the stock MDX component map to add the authoring components, so every .mdx page can use them
// without imports (plain .md pages are CommonMark and cannot use JSX), and to put every table, .md or
// .mdx, in a keyboard-scrollable box. Other stock components are unchanged.
import React, {type ComponentProps} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import {DeprecatedSince, Since} from '@site/src/components/VersionChip';
import {InvalidExample, ValidExample} from '@site/src/components/Example';
import CodeDiff from '@site/src/components/CodeDiff';
import ReleaseTable from '@site/src/components/ReleaseTable';
import SupportedReleases from '@site/src/components/SupportedReleases';
import ReleaseNoteIntro from '@site/src/components/ReleaseNoteIntro';
import ReleaseHistory from '@site/src/components/ReleaseHistory';

/** A markdown table in a box that scrolls sideways on narrow screens and that the keyboard can reach. */
function Table(props: ComponentProps<'table'>): React.JSX.Element {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  );
}

export default {
  ...MDXComponents,
  table: Table,
  Since,
  DeprecatedSince,
  ValidExample,
  InvalidExample,
  CodeDiff,
  ReleaseTable,
  SupportedReleases,
  ReleaseNoteIntro,
  ReleaseHistory,
};
