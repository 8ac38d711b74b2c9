// <ReleaseTable version="4.2" />: the minor releases of a branch, from data/versions.json (handed over
// by src/plugins/remark-release-facts), with date, build, issues fixed (linked to the tracker) and
// security advisories.
import React from 'react';
import {fixedIssuesUrl, formatDate} from '../../lib/releaseStatus';
import {parseFacts} from '../../plugins/release-data/client';
import type {TableFacts} from '../../plugins/release-data/types';
import DataTable from '../DataTable';
import styles from './styles.module.css';

export interface ReleaseTableProps {
  /** The branch, such as 4.2. */
  version: string;
  /** Added by remark-release-facts: the branch's minor releases, as JSON. */
  facts?: string;
}

function NotRecorded() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className={styles.srOnly}>not recorded</span>
    </>
  );
}

export default function ReleaseTable({version, facts}: ReleaseTableProps): React.JSX.Element {
  const branch = parseFacts<TableFacts>(facts, `<ReleaseTable version="${version}">`);
  if (branch.releases.length === 0) {
    return <p>The release data records no minor release of Moodle {branch.version} yet.</p>;
  }
  return (
    <DataTable
      caption={`Minor releases of Moodle ${branch.version}`}
      columns={['Version', 'Release date', 'Build', 'Issues fixed', 'Security advisories']}
      data={{'data-release-table': branch.version}}>
      {branch.releases.map((r) => (
        <tr key={r.version}>
          <th scope="row">{r.version}</th>
          <td>
            <time dateTime={r.releaseDate}>{formatDate(r.releaseDate)}</time>
          </td>
          <td>{r.build ? <code>{r.build}</code> : <NotRecorded />}</td>
          <td>
            {r.issuesFixed == null ? (
              <NotRecorded />
            ) : (
              <a href={fixedIssuesUrl(r.version)} aria-label={`${r.issuesFixed} issues fixed in ${r.version}, in the tracker`}>
                {r.issuesFixed}
              </a>
            )}
          </td>
          <td>{r.securityAdvisories == null ? <NotRecorded /> : r.securityAdvisories}</td>
        </tr>
      ))}
    </DataTable>
  );
}
