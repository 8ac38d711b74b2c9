// Cut a version: freeze master's docs as the version of the Moodle release it documents, with
// Docusaurus's own `docs:version`, then do what this site adds on top, and print what a writer must
// still do by hand. Run: `npm run versions:cut -- 4.4 [--next 4.5]`.
//
// Most places that list versions read versions.json (the docs options and their dropdown, the /versions
// page, the offline app, the llms files, the search filter through each page's version tag, the tests),
// so the cut itself only moves master's Moodle version on and adds the new version's routes to the
// route manifest of the site checks.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {git} from './git';
import {compareVersions} from './facts';
import {readVersions} from './layout';
import {csvWithVersion, routeListWithVersion} from './manifest';
import {readBranchFacts, readMasterVersion, writeMasterVersion} from './site-facts';

const manifestCsvs = ['tests/site/manifest/pages.csv', 'tests/site/manifest/tags.csv', 'tests/site/manifest/categories.csv'];
const routeLists = ['tests/site/manifest/routes.txt', 'tests/site/declared-routes.txt'];

export interface CutOptions {
  version: string;
  next?: string;
}

/** Moodle's next version after a branch: 4.3 gives 4.4 (Moodle 4.5 was followed by 5.0: give --next then). */
export const nextVersion = (version: string) => version.replace(/\d+$/, (minor) => String(Number(minor) + 1));

export function parseArgs(argv: string[]): CutOptions {
  const usage = 'usage: npm run versions:cut -- VERSION [--next NEXT]   (VERSION: the Moodle version master documents now, such as 4.4)';
  const positional: string[] = [];
  let next: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--next') next = argv[++i];
    else if (argv[i].startsWith('--')) throw new Error(`unknown option ${argv[i]}\n${usage}`);
    else positional.push(argv[i]);
  }
  if (positional.length !== 1) throw new Error(usage);
  for (const v of [positional[0], next]) {
    if (v !== undefined && !/^\d+\.\d+$/.test(v)) throw new Error(`"${v}" is not a Moodle branch version such as 4.4\n${usage}`);
  }
  return {version: positional[0], next};
}

/** Refuses a cut that would not leave a consistent site; returns master's next version. */
export function checkCut(root: string, options: CutOptions): string {
  const master = readMasterVersion(root);
  const versions = readVersions(root);
  if (versions.includes(options.version)) throw new Error(`versions.json already has ${options.version}`);
  if (master !== options.version) {
    throw new Error(`master documents Moodle ${master} (config/moodle.ts): cut ${master}, the version master's pages describe, not ${options.version}`);
  }
  const next = options.next ?? nextVersion(options.version);
  if (compareVersions(next, options.version) <= 0) throw new Error(`--next ${next} must be newer than ${options.version}`);
  const dirty = git(root, ['status', '--porcelain', '--untracked-files=no']).trim();
  if (dirty) throw new Error(`commit or stash your changes first, so that the cut is one change to review:\n${dirty}`);
  return next;
}

/** What a writer must still do by hand once the version is cut. */
export function checklist(root: string, version: string, next: string): string[] {
  const naming = git(root, ['grep', '-l', '-F', `Moodle ${version}`, '--', 'docs']).split('\n').filter(Boolean);
  const released = readBranchFacts(root).map((b) => b.version);
  const items = [
    `docs/devupdate.md: write the developer update for Moodle ${next}; the ${version} copy keeps ${version}'s.`,
    `docs/gettingstarted/requirements.md: state Moodle ${next}'s requirements once they are published.`,
    `Master pages that name Moodle ${version} (${naming.length}): where a page describes master as it is ("in Moodle ${version}"), say ${next}; "since ${version}" notes stay. List them: git grep -l "Moodle ${version}" -- docs`,
    released.includes(next)
      ? `Release data already has ${next}: check general/releases/${next}.md exists.`
      : `When Moodle ${next} is released: add it to the release data (CONTRIBUTING.md, "Update the release data") and write general/releases/${next}.md; until then /versions says master's branch is not released yet and master's sidebar links every release.`,
    `config/announcement.ts: announce that the docs describe Moodle ${next} when master does (and change its id).`,
    `CONTRIBUTING.md (the folder table and the backport section) and README.md name the docs versions: add ${version}.`,
    `Decide whether the oldest version still gets backports; the drift report and backports cover every version in versions.json.`,
    'Build (npm run build) and run npm test: the site checks now cover the new version\'s routes.',
  ];
  if (fs.existsSync(path.join(root, 'data/moodle-api'))) {
    items.splice(3, 0, `data/moodle-api: extract Moodle ${next}'s symbol table for master once its code exists (scripts/moodle-api/README.md), add it to apiVersions and make it master's (tableOfDocsVersion.current) in src/lib/moodle-api/load.ts. Until then master's names are checked against Moodle ${version}'s table, which the ${version} copy now uses by its name.`);
  }
  if (!released.includes(version)) items.unshift(`data/versions.json has no branch ${version}: add it before building (CONTRIBUTING.md, "Update the release data").`);
  return items;
}

/** Cuts the version in the repository at `root`; returns the report. */
export function cut(root: string, options: CutOptions, log: (line: string) => void = console.log): string {
  const next = checkCut(root, options);
  const {version} = options;
  const older = readVersions(root);

  log(`Freezing master as ${version} with docusaurus docs:version ...`);
  const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');
  execFileSync(docusaurus, ['docs:version', version], {cwd: root, stdio: 'inherit'});
  const versions = readVersions(root);
  if (versions[0] !== version) throw new Error(`docs:version did not put ${version} first in versions.json`);
  const dir = `versioned_docs/version-${version}`;
  for (const made of [dir, `${dir}/tags.yml`, `versioned_sidebars/version-${version}-sidebars.json`]) {
    if (!fs.existsSync(path.join(root, made))) throw new Error(`docs:version did not write ${made}`);
  }
  // One line, as the file was, so that the next cut's diff shows only the version it adds.
  fs.writeFileSync(path.join(root, 'versions.json'), `${JSON.stringify(versions).replace(/,/g, ', ')}\n`);

  writeMasterVersion(root, next);
  for (const file of manifestCsvs) {
    const full = path.join(root, file);
    if (!fs.existsSync(full)) continue;
    try {
      fs.writeFileSync(full, csvWithVersion(fs.readFileSync(full, 'utf8'), version));
    } catch (e) {
      throw new Error(`${file}: ${(e as Error).message}`);
    }
  }
  for (const file of routeLists) {
    const full = path.join(root, file);
    if (fs.existsSync(full)) fs.writeFileSync(full, routeListWithVersion(fs.readFileSync(full, 'utf8'), version, older));
  }

  const redirects = path.join(root, 'static/_redirects');
  const versionRules = fs.existsSync(redirects)
    ? fs.readFileSync(redirects, 'utf8').split('\n').filter((l) => older.some((v) => l.includes(`/docs/${v}/`) || l.includes(`/docs/${v} `)))
    : [];

  const report = [
    '',
    `Cut ${version}: /docs/${version}/... now serves master's pages as they are today; master (/docs/...) documents Moodle ${next}.`,
    '',
    'Done:',
    `  ${dir}/ (with its own tags.yml) and versioned_sidebars/version-${version}-sidebars.json: copied by docs:version`,
    `  versions.json: ${JSON.stringify(versions)}; the docs options (config/docs.ts), the version dropdown, /versions, the offline app's version list (config/pwa.ts, src/pwa/sw.js), the llms files and the tests that list versions read it`,
    `  config/moodle.ts: master documents Moodle ${next} (master's label in the llms files, twins and /versions)`,
    `  search: pages of /docs/${version} carry the version tag docs-default-${version}, so search on them is filtered to ${version} with no change`,
    `  route manifest of the site checks: master's routes added under /docs/${version} (${[...manifestCsvs, ...routeLists].join(', ')})`,
    versionRules.length
      ? `  static/_redirects: these rules name a docs version; add the same for ${version} where it needs one:\n${versionRules.map((r) => `    ${r}`).join('\n')}`
      : '  static/_redirects: no rule names a docs version, so none is needed for the new one',
    '',
    'A writer must still:',
    ...checklist(root, version, next).map((item, i) => `  ${i + 1}. ${item}`),
  ];
  return report.join('\n');
}

if (process.argv[1] && /versions[/\\]cut\.ts$/.test(process.argv[1])) {
  try {
    console.log(cut(path.resolve(__dirname, '../..'), parseArgs(process.argv.slice(2))));
  } catch (e) {
    console.error(`versions:cut: ${(e as Error).message}`);
    process.exit(1);
  }
}
