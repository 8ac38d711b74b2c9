import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import ReleaseTable from './index';

vi.mock('@docusaurus/useIsBrowser', () => ({default: () => false}));
vi.mock('@docusaurus/useGlobalData', () => ({usePluginData: () => ({buildDate: '2024-01-01', branches: []})}));

const facts42 = JSON.stringify({
  version: '4.2',
  releases: [
    {version: '4.2.1', releaseDate: '2023-06-12', build: '2023042401', issuesFixed: 54, securityAdvisories: 3},
    {version: '4.2.2', releaseDate: '2023-08-14', build: null, issuesFixed: null, securityAdvisories: 10},
  ],
});

describe('ReleaseTable', () => {
  it('lists the minor releases of the branch with links to their fixed issues', () => {
    const html = renderToStaticMarkup(<ReleaseTable version="4.2" facts={facts42} />);
    expect(html).toContain('<caption');
    expect(html).toContain('Minor releases of Moodle 4.2');
    expect(html).toContain('<th scope="row">4.2.1</th><td><time dateTime="2023-06-12">12 June 2023</time></td><td><code>2023042401</code></td>');
    expect(html).toMatch(/fixVersion%20%3D%204\.2\.1" aria-label="54 issues fixed in 4\.2\.1, in the tracker">54<\/a>/);
    expect(html.match(/not recorded/g)).toHaveLength(2);
  });

  it('says so when a branch has no minor release', () => {
    expect(renderToStaticMarkup(<ReleaseTable version="4.3" facts={JSON.stringify({version: '4.3', releases: []})} />)).toBe(
      '<p>The release data records no minor release of Moodle 4.3 yet.</p>',
    );
  });

  it('fails the build when used without the facts of remark-release-facts', () => {
    expect(() => renderToStaticMarkup(<ReleaseTable version="4.2" />)).toThrow('<ReleaseTable version="4.2">: no release facts');
  });
});
