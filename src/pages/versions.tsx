import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useVersions, useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import {masterMoodleVersion} from '@site/config/moodle';
import {useReleaseData} from '@site/src/plugins/release-data/client';

/**
 * A docs version with links to its documentation and to the release notes of its branch; a branch the
 * release data does not have yet (master, just after a version is cut) has no release notes to link.
 */
function VersionRow({label, docsPath, branch}: {label: string; docsPath: string; branch: string}): React.JSX.Element {
  const released = useReleaseData().branches.some((b) => b.version === branch);
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>
        <Link to={docsPath}>Documentation</Link>
      </td>
      <td>{released ? <Link to={`/general/releases/${branch}`}>Release notes</Link> : 'Not released yet'}</td>
    </tr>
  );
}

/** The Moodle branch a docs version describes: 'current' is master. */
function moodleBranch(versionName: string): string {
  return versionName === 'current' ? masterMoodleVersion : versionName;
}

export default function Versions(): React.JSX.Element {
  const versions = useVersions('default');
  const latest = useLatestVersion('default');
  const older = versions.filter((v) => v.name !== latest.name);
  return (
    <Layout title="Versions" description="Every version of the Moodle developer documentation.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Documentation versions</Heading>
        <p>
          The developer documentation is versioned with Moodle. Pick the version that matches the Moodle
          branch you develop for: an API can change between releases.
        </p>

        <Heading as="h2" id="master">
          Master
        </Heading>
        <p>The documentation of the newest Moodle code, Moodle {moodleBranch(latest.name)}.</p>
        <table>
          <tbody>
            <VersionRow label={latest.label} docsPath={latest.path} branch={moodleBranch(latest.name)} />
          </tbody>
        </table>

        <Heading as="h2" id="supported">
          Earlier versions
        </Heading>
        <p>Documentation frozen at a release branch, corrected where it describes that release.</p>
        <table>
          <tbody>
            {older.map((version) => (
              <VersionRow
                key={version.name}
                label={`Moodle ${version.label}`}
                docsPath={version.path}
                branch={moodleBranch(version.name)}
              />
            ))}
          </tbody>
        </table>

        <Heading as="h2" id="legacy">
          Past versions
        </Heading>
        <p>
          Moodle releases before {older.at(-1)?.label ?? moodleBranch(latest.name)} are documented in the{' '}
          <Link href="https://docs.moodle.org/dev/">legacy developer documentation</Link>. Every release since
          Moodle 1.4 is listed in the <Link to="/general/releases">release notes</Link>.
        </p>
      </main>
    </Layout>
  );
}
