// <ReleaseItemList release="4.2.1" section="0" level="3" />, which src/plugins/release-items/remark.ts
// writes into release pages: one section of a release's items, each key a link to its tracker entry or
// advisory, with the other releases that list the same key. Long sections come grouped by component
// under headings of the given level.
// A list the server rendered is adopted as it is, so the items are not part of what the page loads; a
// list the browser renders itself (after a followed link) loads its release's items first.
import React, {useEffect, useState, type MouseEvent} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {wasServed} from '../../lib/served';
import type {ShownGroup, ShownItem} from '../../plugins/release-items/present';
import {loadItems, loadedItems} from './items';
import styles from './styles.module.css';

export interface ReleaseItemListProps {
  release: string;
  /** The items file of the release: 4.2, app-v3. */
  branch: string;
  /** The section's index among the release's sections. */
  section: string;
  /** The level of the component headings of a grouped section. */
  level: string;
}

/** The summary's `code` spans as code; summaries hold no other markup. */
function Summary({text}: {text: string}) {
  return <>{text.split(/`([^`]+)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</>;
}

const external = {target: '_blank', rel: 'noopener noreferrer'};

/** "See also MDL-1, MDL-2." or "Also in 4.1.6, 4.0.11.": a lead-in, then links separated by commas. */
function More({lead, links}: {lead: string; links: React.ReactElement[]}) {
  return (
    <span className={styles.more}>
      {` ${lead} `}
      {links.map((link, i) => (
        <React.Fragment key={link.key}>
          {i > 0 && ', '}
          {link}
        </React.Fragment>
      ))}
      .
    </span>
  );
}

function ItemLine({item}: {item: ShownItem}) {
  return (
    <li>
      <a className={styles.key} href={item.href} {...external}>
        {item.key}
      </a>{' '}
      <Summary text={item.summary} />
      {item.keys && (
        <More
          lead="See also"
          links={item.keys.map(({key, href}) => (
            <a key={key} href={href} {...external}>
              {key}
            </a>
          ))}
        />
      )}
      {item.also && (
        <More
          lead="Also in"
          links={item.also.map(({release, page}) => (
            <Link key={release} to={page}>
              {release}
            </Link>
          ))}
        />
      )}
    </li>
  );
}

function Group({group, level, alone}: {group: ShownGroup; level: number; alone: boolean}) {
  const Heading = `h${level}` as 'h3';
  return (
    <>
      {!alone && <Heading className={styles.component}>{group.component ?? 'Other changes'}</Heading>}
      <ul className={styles.list}>
        {group.items.map((item) => (
          <ItemLine key={item.key} item={item} />
        ))}
      </ul>
    </>
  );
}

// Hydration leaves the children of an element given its inner HTML alone; it must be this one object.
const keepServedHtml = Object.freeze({__html: ''});

export default function ReleaseItemList({release, branch, section, level}: ReleaseItemListProps): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const [served] = useState(() => wasServed(isBrowser));
  const [shown, setShown] = useState(() => (served ? undefined : loadedItems(branch, release)));
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (served || shown) return;
    let current = true;
    loadItems(branch, release).then(
      (items) => current && (items ? setShown(items) : setError(`no items for ${release}`)),
      (e: unknown) => current && setError(String((e as Error)?.message ?? e)),
    );
    return () => {
      current = false;
    };
  }, [served, shown, branch, release]);

  // The adopted markup has no React handlers: its links to other release pages navigate in the app.
  const followInApp = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a');
    const to = link?.getAttribute('href');
    if (!to?.startsWith('/') || link!.target || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    history.push(to);
  };

  if (served) {
    return <div className={styles.items} onClick={followInApp} dangerouslySetInnerHTML={keepServedHtml} suppressHydrationWarning />;
  }
  const groups = shown?.sections[Number(section)]?.groups;
  return (
    <div className={styles.items}>
      {groups?.map((group) => <Group key={group.component ?? ''} group={group} level={Number(level)} alone={groups.length === 1} />)}
      {!groups && <p className={styles.status}>{error ? `The list of changes could not be loaded (${error}). Reload the page to try again.` : 'Loading the list of changes…'}</p>}
    </div>
  );
}
