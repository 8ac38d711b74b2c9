import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {draftLink, DraftBanner, VersionBanner} from './index';

const state = vi.hoisted(() => ({buildDate: '2024-06-01'}));
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => false}));
vi.mock('@docusaurus/Link', () => ({default: (p: {to: string; children: React.ReactNode}) => <a href={p.to}>{p.children}</a>}));
vi.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: () => ({
    buildDate: state.buildDate,
    branches: [
      {version: '4.2', lts: false, releaseDate: '2023-04-24', generalSupportEnd: '2024-04-22', securitySupportEnd: '2024-10-07', releases: []},
      {version: '4.1', lts: true, releaseDate: '2022-11-28', generalSupportEnd: '2023-12-11', securitySupportEnd: '2025-12-08', releases: []},
      {version: '1.6', lts: false, releaseDate: '2006-06-19', generalSupportEnd: null, securitySupportEnd: null, releases: []},
    ],
  }),
}));

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('VersionBanner', () => {
  beforeEach(() => {
    state.buildDate = '2024-06-01';
  });

  it('tells the status of the branch on the build date', () => {
    const html = renderToStaticMarkup(<VersionBanner version="4.2" />);
    expect(html).toContain('alert--warning');
    expect(html).toContain('data-version-status="security-only"');
    expect(text(html)).toBe('Moodle 4.2 gets security fixes only, until 7 October 2024. General support ended on 22 April 2024.');
  });

  it('points readers of an unsupported branch to the supported ones', () => {
    state.buildDate = '2026-01-01';
    const html = renderToStaticMarkup(<VersionBanner version="4.1" />);
    expect(text(html)).toBe(
      'Moodle 4.1 (LTS) is no longer supported: security support ended on 8 December 2025. Upgrade to a supported version.',
    );
    expect(html).toContain('href="/general/releases"');
  });

  it('covers the other states', () => {
    state.buildDate = '2023-01-01';
    expect(text(renderToStaticMarkup(<VersionBanner version="4.2" />))).toBe(
      'Moodle 4.2 is not released yet: its release is planned for 24 April 2023.',
    );
    expect(text(renderToStaticMarkup(<VersionBanner version="4.1" />))).toBe(
      'Moodle 4.1 (LTS) is supported: it gets bug fixes until 11 December 2023 and security fixes until 8 December 2025.',
    );
    expect(text(renderToStaticMarkup(<VersionBanner version="1.6" />))).toBe('The support dates of Moodle 1.6 are not recorded.');
  });

  it('fails the build on an unknown branch', () => {
    expect(() => renderToStaticMarkup(<VersionBanner version="4.7" />)).toThrow('moodleVersion: "4.7" in front matter');
  });
});

describe('DraftBanner', () => {
  it('links the issue, a tracker key or the edit URL', () => {
    expect(draftLink('MDL-123', undefined)).toEqual({href: 'https://tracker.moodle.org/browse/MDL-123', text: 'follow MDL-123'});
    expect(draftLink('https://github.com/moodle/devdocs/issues/9', 'e')).toEqual({
      href: 'https://github.com/moodle/devdocs/issues/9',
      text: 'follow its issue',
    });
    expect(draftLink(true, 'https://github.com/x/edit/main/docs/a.md')?.text).toBe('help finish it');
    expect(draftLink(true, undefined)).toBeNull();
    expect(() => draftLink('soon', undefined)).toThrow(/must be true, a tracker key/);
  });

  it('says the page is a draft in words', () => {
    const html = renderToStaticMarkup(<DraftBanner draft editUrl="https://example.org/edit" />);
    expect(text(html)).toBe('This page is a draft. It may be incomplete or wrong: help finish it.');
    expect(html).toContain('role="note"');
  });
});
