// Wraps the stock MDX component map to add the authoring components, so every .mdx page can use them
// without imports. Stock components are unchanged. Plain .md pages are CommonMark and cannot use JSX.
import MDXComponents from '@theme-original/MDXComponents';
import {DeprecatedSince, Since} from '@site/src/components/VersionChip';
import {InvalidExample, ValidExample} from '@site/src/components/Example';
import CodeDiff from '@site/src/components/CodeDiff';
import ReleaseTable from '@site/src/components/ReleaseTable';
import SupportedReleases from '@site/src/components/SupportedReleases';
import ReleaseNoteIntro from '@site/src/components/ReleaseNoteIntro';

export default {
  ...MDXComponents,
  Since,
  DeprecatedSince,
  ValidExample,
  InvalidExample,
  CodeDiff,
  ReleaseTable,
  SupportedReleases,
  ReleaseNoteIntro,
};
