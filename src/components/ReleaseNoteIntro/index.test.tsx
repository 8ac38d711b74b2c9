import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import ReleaseNoteIntro from './index';

vi.mock('@docusaurus/useIsBrowser', () => ({default: () => false}));
vi.mock('@docusaurus/useGlobalData', () => ({usePluginData: () => ({buildDate: '2024-01-01', branches: []})}));

const branch41 = {version: '4.1', lts: true};
const facts = (release: object) => JSON.stringify({branch: branch41, release});
const r413 = facts({version: '4.1.3', releaseDate: '2023-04-24', build: '2022112803', issuesFixed: 48, securityAdvisories: 1});
const r414 = facts({version: '4.1.4', releaseDate: '2023-06-12', build: null, issuesFixed: 0, securityAdvisories: 3});
const r41 = facts({version: '4.1', releaseDate: '2022-11-28', build: '2022112800', issuesFixed: 142, securityAdvisories: null});

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('ReleaseNoteIntro', () => {
  it('gives the date, build, counts and the tracker link of a minor release', () => {
    const html = renderToStaticMarkup(<ReleaseNoteIntro version="4.1.3" facts={r413} />);
    expect(text(html)).toContain(
      'Moodle 4.1.3 was released on 24 April 2023 with build 2022112803. The tracker lists 48 issues fixed in this version; 1 security advisory (MSA) was published for it.',
    );
    expect(html).toContain(
      'href="https://tracker.moodle.org/issues/?jql=project%20%3D%20MDL%20AND%20resolution%20%3D%20Fixed%20AND%20fixVersion%20%3D%204.1.3"',
    );
    expect(html).toContain('<time dateTime="2023-04-24">');
  });

  it('introduces a branch release, marking LTS', () => {
    expect(text(renderToStaticMarkup(<ReleaseNoteIntro version="4.1" facts={r41} />))).toContain(
      'Moodle 4.1 (LTS) was released on 28 November 2022 with build 2022112800. The tracker lists 142 issues fixed in this version.',
    );
  });

  it('says when no count of fixed issues was recorded, instead of claiming none were fixed', () => {
    const intro = text(renderToStaticMarkup(<ReleaseNoteIntro version="4.1.4" facts={r414} />));
    expect(intro).toContain('Moodle 4.1.4 was released on 12 June 2023.');
    expect(intro).toContain('The release data records no count of the issues fixed in this version; 3 security advisories (MSA) were published for it.');
    expect(intro).not.toContain('0 issues');
  });

  it('fails the build when used without the facts of remark-release-facts', () => {
    expect(() => renderToStaticMarkup(<ReleaseNoteIntro version="4.1.3" />)).toThrow('<ReleaseNoteIntro version="4.1.3">: no release facts');
  });
});
