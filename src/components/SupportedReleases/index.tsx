// <SupportedReleases />: the Moodle branches that still get fixes, computed from data/versions.json for
// the build date in the HTML and for the reader's own date once the page has hydrated.
import React from 'react';
import {formatDate, isSupported, releaseStatus, statusLabels} from '../../lib/releaseStatus';
import {useReleaseData, useStatusDate} from '../../plugins/release-data/client';
import DataTable from '../DataTable';
import styles from './styles.module.css';

function DateCell({date}: {date: string | null}) {
  return <td>{date ? <time dateTime={date}>{formatDate(date)}</time> : 'Not recorded'}</td>;
}

export default function SupportedReleases(): React.JSX.Element {
  const {branches} = useReleaseData();
  const today = useStatusDate();
  const supported = branches
    .map((branch) => ({branch, status: releaseStatus(branch, today)}))
    .filter(({status}) => isSupported(status));
  if (supported.length === 0) {
    const newest = branches[0];
    return (
      <p className={styles.none} data-supported-releases="none">
        No branch in the release data is supported on {formatDate(today)}. The newest branch recorded is Moodle{' '}
        {newest.version}
        {newest.securitySupportEnd ? `, whose security support ended on ${formatDate(newest.securitySupportEnd)}` : ''}.
      </p>
    );
  }
  return (
    <DataTable
      caption={`Supported Moodle branches on ${formatDate(today)}`}
      columns={['Branch', 'Status', 'Released', 'General support ends', 'Security support ends']}
      data={{'data-supported-releases': supported.map(({branch}) => branch.version).join(' ')}}>
      {supported.map(({branch, status}) => (
        <tr key={branch.version}>
          <th scope="row">
            Moodle {branch.version}
            {branch.lts ? ' (LTS)' : ''}
          </th>
          <td>{statusLabels[status]}</td>
          <DateCell date={branch.releaseDate} />
          <DateCell date={branch.generalSupportEnd} />
          <DateCell date={branch.securitySupportEnd} />
        </tr>
      ))}
    </DataTable>
  );
}
