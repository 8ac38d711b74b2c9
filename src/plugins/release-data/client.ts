// Client side of the release-data plugin: the hooks components use to read the release model.
import {usePluginData} from '@docusaurus/useGlobalData';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {localIsoDate, releaseStatus, type ReleaseStatus} from '../../lib/releaseStatus';
import type {ClientBranch, ReleaseGlobalData} from './types';

export function useReleaseData(): ReleaseGlobalData {
  return usePluginData('release-data') as ReleaseGlobalData;
}

/**
 * The day statuses are computed for. On the server and during hydration it is the build date, so the
 * HTML and React's first render agree (no hydration mismatch); after hydration it is the reader's
 * own date, so a page built months ago still tells the truth.
 */
export function useStatusDate(): string {
  const {buildDate} = useReleaseData();
  const isBrowser = useIsBrowser();
  return isBrowser ? localIsoDate(new Date()) : buildDate;
}

/** A branch (4.2) by version; throws so that a page naming an unknown branch fails the build. */
export function useBranch(version: string, usedBy: string): ClientBranch {
  const {branches} = useReleaseData();
  const branch = branches.find((b) => b.version === version);
  if (!branch) {
    throw new Error(`${usedBy}: version "${version}" is not a branch in data/versions.json`);
  }
  return branch;
}

export function useBranchStatus(branch: ClientBranch): {status: ReleaseStatus; date: string} {
  const date = useStatusDate();
  return {status: releaseStatus(branch, date), date};
}

/**
 * A release by version: a branch (4.2) gives its .0 release, a minor version (4.2.3) that release.
 * Throws so that a page naming an unknown version fails the build.
 */
export function findRelease(
  branches: ClientBranch[],
  version: string,
  usedBy: string,
): {branch: ClientBranch; release: {version: string; releaseDate: string; build: string | null; issuesFixed: number | null; securityAdvisories: number | null}} {
  const [major, minor] = version.split('.');
  const branch = branches.find((b) => b.version === `${major}.${minor}`);
  const release =
    branch?.version === version
      ? {...branch, securityAdvisories: null}
      : branch?.releases.find((r) => r.version === version);
  if (!branch || !release) {
    throw new Error(`${usedBy}: version "${version}" is not a release in data/versions.json`);
  }
  return {branch, release};
}
