// What each release component needs to render, picked from the release model at build time.
import type {IntroFacts, ReleaseData, TableFacts} from '../release-data/types';

const unknown = (usedBy: string, version: string, what: string) =>
  new Error(`${usedBy}: version "${version}" is not ${what} in data/versions.json`);

/** A branch (4.2) gives its .0 release; a minor version (4.2.3) gives that release. */
export function introFacts(data: ReleaseData, version: string, usedBy: string): IntroFacts {
  const [major, minor] = version.split('.');
  const branch = data.branches.find((b) => b.version === `${major}.${minor}`);
  if (!branch) throw unknown(usedBy, version, 'a release');
  const release =
    branch.version === version
      ? {version: branch.version, releaseDate: branch.releaseDate, build: branch.build, issuesFixed: branch.issuesFixed, securityAdvisories: null}
      : branch.releases.find((r) => r.version === version);
  if (!release) throw unknown(usedBy, version, 'a release');
  return {branch: {version: branch.version, lts: branch.lts}, release};
}

/** The minor releases of a branch, oldest first. */
export function tableFacts(data: ReleaseData, version: string, usedBy: string): TableFacts {
  const branch = data.branches.find((b) => b.version === version);
  if (!branch) throw unknown(usedBy, version, 'a branch');
  return {version: branch.version, releases: branch.releases};
}
