// <ReleaseNoteIntro version="4.2.3" /> (or a branch, "4.2"): when the version was released, what it
// fixed, and a link to the tracker's list of the issues fixed in it. The facts come from
// data/versions.json, so release notes never carry a hand-typed copy.
import React from 'react';
import {fixedIssuesUrl, formatDate} from '../../lib/releaseStatus';
import {findRelease, useReleaseData} from '../../plugins/release-data/client';
import styles from './styles.module.css';

export interface ReleaseNoteIntroProps {
  /** A minor release such as 4.2.3, or a branch such as 4.2. */
  version: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export default function ReleaseNoteIntro({version}: ReleaseNoteIntroProps): React.JSX.Element {
  const {branches} = useReleaseData();
  const {branch, release} = findRelease(branches, String(version), `<ReleaseNoteIntro version="${version}">`);
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
