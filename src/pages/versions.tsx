import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useVersions, useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import {masterMoodleVersion} from '@site/config/moodle';

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
            <tr>
              <th scope="row">{latest.label}</th>
              <td>
                <Link to={latest.path}>Documentation</Link>
              </td>
              <td>
                <Link to={`/general/releases/${moodleBranch(latest.name)}`}>Release notes</Link>
              </td>
            </tr>
          </tbody>
        </table>

        <Heading as="h2" id="supported">
          Earlier versions
        </Heading>
        <p>Documentation frozen at a release branch, corrected where it describes that release.</p>
        <table>
          <tbody>
            {older.map((version) => (
              <tr key={version.name}>
                <th scope="row">Moodle {version.label}</th>
                <td>
                  <Link to={version.path}>Documentation</Link>
                </td>
                <td>
                  <Link to={`/general/releases/${moodleBranch(version.name)}`}>Release notes</Link>
                </td>
              </tr>
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
