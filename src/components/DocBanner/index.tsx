// Banners a page asks for in its front matter, shown above the page by src/theme/DocItem/Content:
//   moodleVersion: "4.2"        the branch's support status, computed from data/versions.json
//   documentationDraft: true    a draft notice linking to the page's edit URL
//   documentationDraft: MDL-123 (or an issue URL) a draft notice linking to that issue
import React from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {formatDate, issueKeyPattern, issueUrl, type ReleaseStatus} from '../../lib/releaseStatus';
import {useBranch, useBranchStatus} from '../../plugins/release-data/client';
import type {ClientBranch} from '../../plugins/release-data/types';
import styles from './styles.module.css';

const alertType: Record<ReleaseStatus, string> = {
  unreleased: 'info',
  supported: 'success',
  'security-only': 'warning',
  unsupported: 'danger',
  unknown: 'secondary',
};

function statusMessage(branch: ClientBranch, status: ReleaseStatus): React.ReactNode {
  const name = `Moodle ${branch.version}${branch.lts ? ' (LTS)' : ''}`;
  const general = branch.generalSupportEnd && formatDate(branch.generalSupportEnd);
  const security = branch.securitySupportEnd && formatDate(branch.securitySupportEnd);
  switch (status) {
    case 'unreleased':
      return `${name} is not released yet: its release is planned for ${formatDate(branch.releaseDate)}.`;
    case 'supported':
      return `${name} is supported: it gets bug fixes until ${general}${security ? ` and security fixes until ${security}` : ''}.`;
    case 'security-only':
      return `${name} gets security fixes only, until ${security}. General support ended on ${general}.`;
    case 'unsupported':
      return (
        <>
          {name} is no longer supported: security support ended on {security}.{' '}
          <Link to="/general/releases">Upgrade to a supported version</Link>.
        </>
      );
    default:
      return `The support dates of ${name} are not recorded.`;
  }
}

export function VersionBanner({version}: {version: string}): React.JSX.Element {
  const branch = useBranch(String(version), `moodleVersion: "${version}" in front matter`);
  const {status} = useBranchStatus(branch);
  return (
    <div className={clsx('alert', `alert--${alertType[status]}`, styles.banner)} role="note" data-version-status={status}>
      {statusMessage(branch, status)}
    </div>
  );
}

/** Where a draft notice points: an issue URL or tracker key as given, else the page's edit URL. */
export function draftLink(draft: true | string, editUrl: string | undefined): {href: string; text: string} | null {
  if (typeof draft === 'string') {
    if (issueKeyPattern.test(draft)) return {href: issueUrl(draft), text: `follow ${draft}`};
    if (/^https?:\/\//.test(draft)) return {href: draft, text: 'follow its issue'};
    throw new Error(`documentationDraft: "${draft}" must be true, a tracker key such as MDL-12345, or an issue URL`);
  }
  return editUrl ? {href: editUrl, text: 'help finish it'} : null;
}

export function DraftBanner({draft, editUrl}: {draft: true | string; editUrl?: string}): React.JSX.Element {
  const link = draftLink(draft, editUrl);
  return (
    <div className={clsx('alert', 'alert--warning', styles.banner)} role="note" data-draft-banner>
      <strong>This page is a draft.</strong> It may be incomplete or wrong
      {link ? (
        <>
          : <a href={link.href}>{link.text}</a>.
        </>
      ) : (
        '.'
      )}
    </div>
  );
}
