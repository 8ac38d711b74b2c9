// Replaces the stock not-found text: besides saying the page is missing, it names the address and
// offers a search for its words and the main sections, so the reader can go on.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Props} from '@theme/NotFound/Content';
import {queryFromPath} from '@site/src/lib/queryFromPath';

const sections = [
  {to: '/docs', label: 'Developer docs', note: 'APIs, plugin types and guides for Moodle developers'},
  {to: '/general/development/gettingstarted', label: 'Getting started', note: 'your first change to Moodle'},
  {to: '/general/community', label: 'Community', note: 'where Moodle developers meet'},
  {to: '/general/releases', label: 'Release notes', note: 'every Moodle release since 1.4'},
  {to: '/general/app', label: 'Moodle App', note: 'the mobile app and its plugins'},
];

export default function NotFoundContent({className}: Props): React.JSX.Element {
  // The same 404.html answers every missing address and was rendered for none of them, so the address
  // is shown once hydrated: rendering it during hydration would not match the served HTML.
  const {pathname} = useLocation();
  const address = useIsBrowser() ? pathname : null;
  const query = address && queryFromPath(address);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at {address ? <code>{address}</code> : 'this address'}. It may have moved when the documentation was reorganised,
            or the link that brought you here may be mistyped.
          </p>
          {query && (
            <p>
              <Link to={`/search?q=${encodeURIComponent(query)}`}>Search the site for “{query}”</Link>
            </p>
          )}
          <Heading as="h2">Where to go from here</Heading>
          <ul>
            {sections.map((s) => (
              <li key={s.to}>
                <Link to={s.to}>{s.label}</Link>: {s.note}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
