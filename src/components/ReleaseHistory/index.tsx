// <ReleaseHistory />: every Moodle branch in data/versions.json, newest first, linked to its release
// notes, with its release date, build, LTS flag and the end of its security support.
import React from 'react';
import Link from '@docusaurus/Link';
import {formatDate} from '../../lib/releaseStatus';
import {useReleaseData} from '../../plugins/release-data/client';
import DataTable from '../DataTable';

function DateCell({date}: {date: string | null}) {
  return <td>{date ? <time dateTime={date}>{formatDate(date)}</time> : 'Not recorded'}</td>;
}

export default function ReleaseHistory(): React.JSX.Element {
  const {branches} = useReleaseData();
  const oldest = branches[branches.length - 1];
  return (
    <DataTable
      caption={`Major releases of Moodle, ${branches[0].version} to ${oldest.version}`}
      columns={['Branch', 'Released', 'Build', 'LTS', 'Security support ended or ends']}
      data={{'data-release-history': String(branches.length)}}>
      {branches.map((branch) => (
        <tr key={branch.version}>
          <th scope="row">
            <Link to={`/general/releases/${branch.version}`}>Moodle {branch.version}</Link>
          </th>
          <DateCell date={branch.releaseDate} />
          <td>{branch.build ? <code>{branch.build}</code> : 'Not recorded'}</td>
          <td>{branch.lts ? 'Yes' : 'No'}</td>
          <DateCell date={branch.securitySupportEnd} />
        </tr>
      ))}
    </DataTable>
  );
}
