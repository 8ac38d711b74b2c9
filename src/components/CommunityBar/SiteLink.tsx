import React from 'react';
import Link from '@docusaurus/Link';
import type {CommunitySite} from '@site/config/community';

/** A community site link: other sites open in a new tab, this site is marked as the current one. */
export default function SiteLink({site, className}: {site: CommunitySite; className?: string}): React.JSX.Element {
  if (site.current) {
    return (
      <Link to={site.href} className={className} aria-current="true">
        {site.label}
      </Link>
    );
  }
  return (
    <a href={site.href} className={className} target="_blank" rel="noopener noreferrer">
      {site.label}
    </a>
  );
}
