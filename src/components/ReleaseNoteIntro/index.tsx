// <ReleaseNoteIntro version="4.2.3" /> (or a branch, "4.2"): when the version was released, what it
// fixed, and a link to the tracker's list of the issues fixed in it. The facts come from
// data/versions.json, handed over by src/plugins/remark-release-facts when the page is compiled, so
// release notes never carry a hand-typed copy.
import React from 'react';
import {fixedIssuesUrl, formatDate} from '../../lib/releaseStatus';
import {parseFacts} from '../../plugins/release-data/client';
import type {IntroFacts} from '../../plugins/release-data/types';
import styles from './styles.module.css';

export interface ReleaseNoteIntroProps {
  /** A minor release such as 4.2.3, or a branch such as 4.2. */
  version: string;
  /** Added by remark-release-facts: the release and its branch, as JSON. */
  facts?: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default function ReleaseNoteIntro({version, facts}: ReleaseNoteIntroProps): React.JSX.Element {
  const {branch, release} = parseFacts<IntroFacts>(facts, `<ReleaseNoteIntro version="${version}">`);
  const {issuesFixed, securityAdvisories} = release;
  return (
    <div className={styles.intro} data-release-intro={release.version}>
      <p>
        Moodle {release.version}
        {release.version === branch.version && branch.lts ? ' (LTS)' : ''} was released on{' '}
        <time dateTime={release.releaseDate}>
          <strong>{formatDate(release.releaseDate)}</strong>
        </time>
        {release.build && (
          <>
            {' '}
            with build <code>{release.build}</code>
          </>
        )}
        .
        {issuesFixed
          ? ` The tracker lists ${plural(issuesFixed, 'issue', 'issues')} fixed in this version`
          : ' The release data records no count of the issues fixed in this version'}
        {securityAdvisories
          ? `; ${plural(securityAdvisories, 'security advisory', 'security advisories')} (MSA) ${securityAdvisories === 1 ? 'was' : 'were'} published for it`
          : ''}
        .
      </p>
      <p>
        <a href={fixedIssuesUrl(release.version)}>See the full list of issues fixed in {release.version}</a> in the Moodle
        tracker.
      </p>
    </div>
  );
}
