import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import ReleaseHistory from './index';

vi.mock('@docusaurus/useIsBrowser', () => ({default: () => false}));
vi.mock('@docusaurus/Link', () => ({default: ({to, children}: {to: string; children: React.ReactNode}) => <a href={to}>{children}</a>}));
vi.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: () => ({
    buildDate: '2024-06-01',
    branches: [
      {version: '4.1', lts: true, releaseDate: '2022-11-28', build: '2022112800', generalSupportEnd: '2023-12-11', securitySupportEnd: '2025-12-08', releases: []},
      {version: '1.4', lts: false, releaseDate: '2004-08-31', build: null, generalSupportEnd: null, securitySupportEnd: null, releases: []},
    ],
  }),
}));

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('ReleaseHistory', () => {
  it('links every branch to its release notes, newest first, with its facts', () => {
    const html = renderToStaticMarkup(<ReleaseHistory />);
    expect(html).toContain('<a href="/general/releases/4.1">Moodle 4.1</a>');
    expect(html).toContain('<a href="/general/releases/1.4">Moodle 1.4</a>');
    expect(html.indexOf('Moodle 4.1')).toBeLessThan(html.indexOf('Moodle 1.4'));
    expect(text(html)).toContain('Moodle 4.1 28 November 2022 2022112800 Yes 8 December 2025');
    expect(text(html)).toContain('Moodle 1.4 31 August 2004 Not recorded No Not recorded');
    expect(html).toContain('Major releases of Moodle, 4.1 to 1.4');
  });
});
