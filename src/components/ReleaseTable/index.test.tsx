import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import ReleaseTable from './index';

vi.mock('@docusaurus/useIsBrowser', () => ({default: () => false}));
vi.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: () => ({
    buildDate: '2024-01-01',
    branches: [
      {version: '4.3', lts: false, releaseDate: '2023-10-09', build: '2023100900', issuesFixed: 182, generalSupportEnd: null, securitySupportEnd: null, releases: []},
      {
        version: '4.2',
        lts: false,
        releaseDate: '2023-04-24',
        build: '2023042400',
        issuesFixed: 111,
        generalSupportEnd: '2024-04-22',
        securitySupportEnd: '2024-10-07',
        releases: [
          {version: '4.2.1', releaseDate: '2023-06-12', build: '2023042401', issuesFixed: 54, securityAdvisories: 3},
          {version: '4.2.2', releaseDate: '2023-08-14', build: null, issuesFixed: null, securityAdvisories: 10},
        ],
      },
    ],
  }),
}));

describe('ReleaseTable', () => {
  it('lists the minor releases of the branch with links to their fixed issues', () => {
    const html = renderToStaticMarkup(<ReleaseTable version="4.2" />);
    expect(html).toContain('<caption');
    expect(html).toContain('Minor releases of Moodle 4.2');
    expect(html).toContain('<th scope="row">4.2.1</th><td><time dateTime="2023-06-12">12 June 2023</time></td><td><code>2023042401</code></td>');
    expect(html).toMatch(/fixVersion%20%3D%204\.2\.1" aria-label="54 issues fixed in 4\.2\.1, in the tracker">54<\/a>/);
    expect(html.match(/not recorded/g)).toHaveLength(2);
  });

  it('says so when a branch has no minor release', () => {
    expect(renderToStaticMarkup(<ReleaseTable version="4.3" />)).toBe(
      '<p>The release data records no minor release of Moodle 4.3 yet.</p>',
    );
  });

  it('fails the build on an unknown branch', () => {
    expect(() => renderToStaticMarkup(<ReleaseTable version="4.7" />)).toThrow(
      '<ReleaseTable version="4.7">: version "4.7" is not a branch in data/versions.json',
    );
  });
});
