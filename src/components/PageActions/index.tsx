// Beside "Edit this page" on every doc: copy the page as Markdown (its twin, written by
// src/plugins/markdown-twins), view that Markdown, or report a problem as a new issue in the source
// repository, prefilled with the page's title, address and docs version and the text the reader had
// selected on the page. Loaded as a chunk of its own when the reader comes near it
// (src/theme/EditMetaRow); the copy fetches the twin only when used.
import React, {useRef, useState, type MouseEvent} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {newIssueUrl, problemReport} from '../../lib/issueUrl';
import {servedRoute, twinPath} from '../../lib/twinPath';
import styles from './styles.module.css';

const external = {target: '_blank', rel: 'noopener noreferrer'};

/** The text selected inside the doc, if any. */
function selectedText(): string {
  const selection = window.getSelection();
  const doc = document.querySelector('.theme-doc-markdown');
  if (!selection || selection.isCollapsed || !doc || !doc.contains(selection.anchorNode)) return '';
  return selection.toString();
}

export default function PageActions(): React.JSX.Element {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const {siteConfig} = useDocusaurusContext();
  const [status, setStatus] = useState('');
  // A pointer press on the link may clear the selection before the click: keep what it was.
  const selectedAtPress = useRef('');
  const route = servedRoute(metadata.permalink);
  const twin = twinPath(route);

  const copy = async () => {
    try {
      const response = await fetch(twin);
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('Copied the page as Markdown');
    } catch (e) {
      setStatus(`Could not copy the page: ${(e as Error).message}`);
    }
  };

  const report = (event: MouseEvent<HTMLAnchorElement>) => {
    const page = {
      title: metadata.title,
      url: `${siteConfig.url}${route}`,
      version: version.pluginId === 'default' ? version.label : 'general (unversioned)',
    };
    const {title, body} = problemReport(page, selectedText() || selectedAtPress.current);
    event.currentTarget.href = newIssueUrl(title, body);
  };

  return (
    <div className={`page-actions ${styles.actions}`}>
      <button type="button" className={styles.action} onClick={copy}>
        Copy page
      </button>
      <a className={styles.action} href={twin} {...external}>
        View as Markdown
      </a>
      <a className={styles.action} href={newIssueUrl(`Problem on "${metadata.title}"`)} onPointerDown={() => (selectedAtPress.current = selectedText())} onClick={report} {...external}>
        Report a problem
      </a>
      <span className={styles.status} role="status">
        {status}
      </span>
    </div>
  );
}
