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
 * The facts remark-release-facts put on a release component (JSON in its `facts` attribute). Throws
 * when they are missing, which happens only outside an MDX page compiled with that plugin.
 */
export function parseFacts<T>(facts: string | undefined, usedBy: string): T {
  if (typeof facts !== 'string') {
    throw new Error(`${usedBy}: no release facts; src/plugins/remark-release-facts adds them to MDX pages of the docs and pages plugins`);
  }
  return JSON.parse(facts) as T;
}
