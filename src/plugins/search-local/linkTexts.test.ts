import {describe, expect, it} from 'vitest';
import {inboundLinkCounts, linkedNamesByPage, linksToOtherPages, linkTextCounts} from './linkTexts';
import type {Link} from './extractPage';

const pages = [
  {route: '/docs/apis/subsystems/access', title: 'Access API', links: [] as [string, string][]},
  {route: '/docs/apis/subsystems/roles', title: 'Roles API', links: [['./access', 'capabilities'], ['./access#x', 'Access API']] as [string, string][]},
  {route: '/docs/apis/plugintypes/mod', title: 'Activity modules', links: [['/docs/apis/subsystems/access', 'capabilities'], ['https://moodle.org/', 'Moodle']] as [string, string][]},
  {route: '/general/releases/4.3', title: 'Moodle 4.3', links: [['/docs/apis/subsystems/access', 'Access API']] as [string, string][]},
];

describe('inboundLinkCounts', () => {
  it('counts each linking page once, and no page outside the site', () => {
    expect(inboundLinkCounts(linksToOtherPages(pages)).get('/docs/apis/subsystems/access')).toBe(3);
    expect(inboundLinkCounts(linksToOtherPages(pages)).get('/docs/apis/subsystems/roles')).toBeUndefined();
  });

  it('counts the links from the docs from one docs version only, the one that links most', () => {
    const linking = (route: string) => ({route, links: [['/general/development/gettingstarted', 'Getting started']] as [string, string][]});
    const site = [
      {route: '/general/development/gettingstarted', links: []},
      ...['/docs/guides/javascript', '/docs/apis', '/docs/4.2/guides/javascript', '/docs/4.1/guides/javascript', '/general/development/tools'].map(linking),
    ];
    expect(inboundLinkCounts(linksToOtherPages(site)).get('/general/development/gettingstarted')).toBe(3);
  });

  it('leaves out links from the areas given', () => {
    expect(inboundLinkCounts(linksToOtherPages(pages, ['/general/releases/'])).get('/docs/apis/subsystems/access')).toBe(2);
  });
});

describe('linkTextCounts', () => {
  it('keeps the link texts that add a word to the title, once each, with how many pages link with each', () => {
    expect(linkTextCounts(pages).get('/docs/apis/subsystems/access')).toEqual([{text: 'capabilities', pages: 2}]);
    const twice = [...pages, {route: '/docs/apis/core/dml', title: 'DML', links: [['/docs/apis/subsystems/access', 'permissions'], ['/docs/apis/subsystems/access#y', 'permissions']] as [string, string][]}];
    expect(linkTextCounts(twice).get('/docs/apis/subsystems/access')).toEqual([
      {text: 'capabilities', pages: 2},
      {text: 'permissions', pages: 1},
    ]);
  });
});

describe('linkedNamesByPage', () => {
  const linking = (route: string, links: Link[]) => ({route, links});
  const site = [
    linking('/docs/apis/subsystems/access', []),
    linking('/docs/apis/commonfiles', [['../subsystems/access', 'Access API', ['db/access.php']], ['/docs/apis/subsystems/access#x', 'again', ['db/access.php']]]),
    linking('/docs/apis/plugintypes/local', [['/docs/apis/subsystems/access', 'capabilities', ['lib/accesslib.php', 'db/access.php']]]),
    linking('/general/releases/4.3', [['/docs/apis/subsystems/access', 'Access API', ['lib/accesslib.php']]]),
  ];

  it('keeps the names other pages put beside their links, those most pages give first, each page counted once', () => {
    expect(linkedNamesByPage(linksToOtherPages(site, ['/general/releases/'])).get('/docs/apis/subsystems/access')).toEqual(['db/access.php', 'lib/accesslib.php']);
    expect(linkedNamesByPage(linksToOtherPages(site)).get('/docs/apis/commonfiles')).toBeUndefined();
  });
});
