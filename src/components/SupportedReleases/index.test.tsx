import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeEach, describe, expect, it, vi} from 'vitest';
import SupportedReleases from './index';

const state = vi.hoisted(() => ({buildDate: '2024-06-01', hydrated: false}));
vi.mock('@docusaurus/useIsBrowser', () => ({default: () => state.hydrated}));
vi.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: () => ({
    buildDate: state.buildDate,
    branches: [
      {version: '4.3', lts: false, releaseDate: '2023-10-09', generalSupportEnd: '2024-10-07', securitySupportEnd: '2025-04-21', releases: []},
      {version: '4.2', lts: false, releaseDate: '2023-04-24', generalSupportEnd: '2024-04-22', securitySupportEnd: '2024-10-07', releases: []},
      {version: '4.1', lts: true, releaseDate: '2022-11-28', generalSupportEnd: '2023-12-11', securitySupportEnd: '2025-12-08', releases: []},
      {version: '3.9', lts: true, releaseDate: '2020-06-15', generalSupportEnd: '2021-05-10', securitySupportEnd: '2023-12-11', releases: []},
    ],
  }),
}));

const rows = (html: string) => [...html.matchAll(/<th scope="row">(.*?)<\/th><td>(.*?)<\/td>/g)].map((m) => `${m[1]}: ${m[2]}`);

describe('SupportedReleases', () => {
  beforeEach(() => {
    state.buildDate = '2024-06-01';
    state.hydrated = false;
  });

  it('lists the branches supported on the build date, with their status', () => {
    const html = renderToStaticMarkup(<SupportedReleases />);
    expect(rows(html)).toEqual([
      'Moodle 4.3: Supported',
      'Moodle 4.2: Security fixes only',
      'Moodle 4.1 (LTS): Security fixes only',
    ]);
    expect(html).toContain('Supported Moodle branches on 1 June 2024');
  });

  it('uses the reader’s date once hydrated', () => {
    state.hydrated = true;
    vi.useFakeTimers({now: new Date(2025, 5, 1, 12)});
    try {
      expect(rows(renderToStaticMarkup(<SupportedReleases />))).toEqual(['Moodle 4.1 (LTS): Security fixes only']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when nothing is supported', () => {
    state.buildDate = '2026-11-22';
    expect(renderToStaticMarkup(<SupportedReleases />)).toContain(
      'No branch in the release data is supported on 22 November 2026. The newest branch recorded is Moodle 4.3, whose security support ended on 21 April 2025.',
    );
  });
});
