// The parts of an upgrade notes page that src/plugins/upgrade-notes/remark.ts writes into it:
// <UpgradeNotesFilter> (from/to, component, kinds and words, kept in the address), <UpgradeNotesList> (a
// step's upgrade notes or its API changes, by component) and <UpgradeNotesRange> (the steps a reader's
// from/to choice adds to the page's own). A served list is adopted as it is, so the page's first load
// carries none of its data; the filter's code loads when the reader uses it, or when the address asks for it.
import React, {useEffect, useId, useMemo, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {compareVersions} from '../../lib/releaseStatus';
import {wasServed} from '../../lib/served';
import {withBreaks} from '../../theme/CodeInline/breaks';
import type {ShownChange, ShownGroup, ShownNote, ShownStep, ShownText} from '../../plugins/upgrade-notes/present';
import {changesLabel, type FilterState, fromChoices, kinds, type Offer, readState, stepsShown, toChoices, writeState} from './state';
import {loadedStep, loadStep} from './steps';
import PageStyles from '@site/src/components/PageStyles';
import pageStyles from '!!../PageStyles/text-loader.cjs!./styles.css';

const kindLabels: Record<string, string> = {added: 'Added', changed: 'Changed', deprecated: 'Deprecated', removed: 'Removed'};
const external = {target: '_blank', rel: 'noopener noreferrer'};
const offerOf = (version: string, versions: string): Offer => ({version, versions: versions.split(' ')});

/**
 * Inline code that may end a line where the site's other inline code may (src/theme/CodeInline/breaks),
 * keeping only the points that hold each run between them within `breakSpan` characters: each point is
 * an element, a page holds thousands of names, and a phone's line holds about forty characters of code.
 * Code short enough to fit a line whole gets none, unless it has a hyphen, where a browser would
 * otherwise break `->`.
 */
const fitsALine = 32;
const breakSpan = 20;
function Code({text, className}: {text: string; className?: string}) {
  return <code className={className}>{text.length > fitsALine || text.includes('-') ? withBreaks(text, breakSpan) : text}</code>;
}

/** Prose with its code spans and tracker keys (src/plugins/upgrade-notes/present.ts). */
function Text({parts}: {parts: ShownText}) {
  return (
    <>
        {parts.map((part, i) =>
          typeof part === 'string' ? (
            part
          ) : 'code' in part ? (
            <Code key={i} text={part.code} />
          ) : (
            <a key={i} href={part.href} {...external}>
              {part.text}
            </a>
          ),
        )}
    </>
  );
}

/** One end of the upgrade: a Moodle version, fixed when there is only one to choose. */
function VersionChoice({label, value, choices, onChange}: {label: string; value: string; choices: string[]; onChange: (version: string) => void}) {
  // The label holds only its text, so that the select's name is exactly the label's ("to", not "to Moodle 4.3").
  const id = useId();
  return (
    <span>
      <label htmlFor={id}>{label}</label>{' '}
      <select id={id} value={value} disabled={choices.length < 2} onChange={(e) => onChange(e.target.value)}>
        {choices.map((v) => (
          <option key={v} value={v}>
            Moodle {v}
          </option>
        ))}
      </select>
    </span>
  );
}

function Kind({kind}: {kind: string}) {
  return <span className={`upgrade-notes-kind upgrade-notes-${kind}`}>{kindLabels[kind]}</span>;
}

function NoteLine({note}: {note: ShownNote}) {
  return (
    <li data-kind={note.kind}>
      <Kind kind={note.kind} /> <Text parts={note.summary} />
      {note.release && <span className="upgrade-notes-more"> ({note.release})</span>}
      <span className="upgrade-notes-more">
        {note.apis.length > 0 && (
          <>
            {' '}
            API:{' '}
            {note.apis.map((api, i) => (
              <React.Fragment key={api.text}>
                {i > 0 && ', '}
                <a href={api.href} {...external}>
                  <Code text={api.text} />
                </a>
              </React.Fragment>
            ))}
            .
          </>
        )}
        {note.keys.map((key) => (
          <React.Fragment key={key.text}>
            {' '}
            <a href={key.href} {...external}>
              {key.text}
            </a>
          </React.Fragment>
        ))}{' '}
        <a href={note.source.href} {...external} title={`Moodle's own note: ${note.source.text}`}>
          upgrade.txt
        </a>
      </span>
    </li>
  );
}

function ChangeLine({change}: {change: ShownChange}) {
  return (
    <li data-kind={change.kind}>
      <Kind kind={change.kind} /> {change.symbol}{' '}
      <a href={change.name.href} {...external}>
        <Code text={change.name.text} />
      </a>
      {change.before && change.after && (
        <span className="upgrade-notes-signature">
          : <Code text={change.before} /> → <Code text={change.after} />
        </span>
      )}
      {!change.before && change.after && (
        <>
          {' '}
          <Code className="upgrade-notes-signature" text={change.after} />
        </>
      )}
      {change.deprecated && (
        <span className="upgrade-notes-more">
          {' '}
          (<Text parts={change.deprecated} />)
        </span>
      )}
    </li>
  );
}

/**
 * A part's items by component. Upgrade notes are read as a list, so their groups stand open under a
 * heading. A step's API changes run to a thousand lines: each component's are folded under a summary that
 * names it and counts them (a filter unfolds those it keeps, and the browser's find in page unfolds the one
 * it finds in), which also spares the browser laying out lines no one has opened.
 */
function Groups<T>({groups, line, folded}: {groups: ShownGroup<T>[]; line: (item: T, i: number) => React.ReactNode; folded?: boolean}) {
  return (
    <>
      {groups.map((group) =>
        folded ? (
          <details key={group.component} className="upgrade-notes-group" data-upgrade-group={group.component}>
            <summary>
              <code className="upgrade-notes-component">{group.component}</code>{' '}
              <span className="upgrade-notes-more" data-upgrade-count>
                {changesLabel(group.items.length)}
              </span>
            </summary>
            <ul className="upgrade-notes-list">{group.items.map(line)}</ul>
          </details>
        ) : (
          <section key={group.component} className="upgrade-notes-group" data-upgrade-group={group.component}>
            <h4 className="upgrade-notes-component">{group.component}</h4>
            <ul className="upgrade-notes-list">{group.items.map(line)}</ul>
          </section>
        ),
      )}
      <p className="upgrade-notes-status" data-upgrade-empty hidden>
        Nothing here matches the filter.
      </p>
    </>
  );
}

function StepPart({step, part}: {step: ShownStep; part: 'notes' | 'changes'}) {
  return part === 'notes' ? (
    <Groups groups={step.notes} line={(note, i) => <NoteLine key={i} note={note} />} />
  ) : (
    <Groups groups={step.changes} folded line={(change) => <ChangeLine key={`${change.kind} ${change.name.text}`} change={change} />} />
  );
}

/** A step's data: already loaded, or loaded now. */
function useStep(version: string, skip: boolean): {step?: ShownStep; error?: string} {
  const [step, setStep] = useState(() => (skip ? undefined : loadedStep(version)));
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (skip || step) return;
    let current = true;
    loadStep(version).then(
      (loaded) => current && (loaded ? setStep(loaded) : setError(`no changes for ${version}`)),
      (e: unknown) => current && setError(String((e as Error)?.message ?? e)),
    );
    return () => {
      current = false;
    };
  }, [skip, step, version]);
  return {step, error};
}

function Status({error}: {error?: string}) {
  return <p className="upgrade-notes-status">{error ? `The list of changes could not be loaded (${error}). Reload the page to try again.` : 'Loading the list of changes…'}</p>;
}

// Hydration leaves the children of an element given its inner HTML alone; it must be this one object.
const keepServedHtml = Object.freeze({__html: ''});

export function UpgradeNotesList({step: version, part}: {step: string; part: 'notes' | 'changes'}): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const [served] = useState(() => wasServed(isBrowser));
  const {step, error} = useStep(version, served);
  const list = {className: 'upgrade-notes-items', 'data-upgrade-list': part, 'data-step': version};
  if (served) return <div {...list} dangerouslySetInnerHTML={keepServedHtml} suppressHydrationWarning />;
  return <div {...list}>{step ? <StepPart step={step} part={part} /> : <Status error={error} />}</div>;
}

function RangeStep({version}: {version: string}) {
  const {step, error} = useStep(version, false);
  return (
    <div className="upgrade-notes-range-step" data-step={version}>
      <h2>{`Moodle ${version}${step ? `, changes since ${step.from}` : ''}`}</h2>
      <h3>{`Upgrade notes of ${version}`}</h3>
      <div className="upgrade-notes-items" data-upgrade-list="notes" data-step={version}>
        {step ? <StepPart step={step} part="notes" /> : <Status error={error} />}
      </div>
      <h3>{`API changes in ${version}, from the code`}</h3>
      <div className="upgrade-notes-items" data-upgrade-list="changes" data-step={version}>
        {step && <StepPart step={step} part="changes" />}
      </div>
    </div>
  );
}

/** The steps before (or after) the page's own that the reader's from/to choice adds. */
export function UpgradeNotesRange({version, side, versions}: {version: string; side: 'before' | 'after'; versions: string}): React.JSX.Element | null {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  if (!isBrowser) return null;
  const offer = offerOf(version, versions);
  const shown = stepsShown(readState(search, offer), offer).filter((v) => (side === 'before' ? compareVersions(v, version) < 0 : compareVersions(v, version) > 0));
  if (!shown.length) return null;
  return (
    <div data-upgrade-range={side}>
      {shown.map((v) => (
        <RangeStep key={v} version={v} />
      ))}
    </div>
  );
}

export function UpgradeNotesFilter({version, versions, components}: {version: string; versions: string; components: string}): React.JSX.Element {
  const offer = useMemo(() => offerOf(version, versions), [version, versions]);
  const {search} = useLocation();
  const history = useHistory();
  const isBrowser = useIsBrowser();
  // The reader's choice shows at once; the address follows it a moment later (the site's router renders a new
  // address once the route's code is ready), and a controlled box that waited for it would spring back.
  const [chosen, setChosen] = useState<FilterState>();
  const written = useRef<string[]>([]);
  const state = chosen ?? readState(isBrowser ? search : '', offer);
  const shown = writeState(state, offer);
  const [count, setCount] = useState<string>();
  const used = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (next: Partial<FilterState>) => {
    used.current = true;
    const chose = {...state, ...next};
    const address = writeState(chose, offer);
    setChosen(chose);
    written.current.push(address);
    history.replace({search: address});
  };

  // The address has caught up with the reader's last choice, or was changed by something else (a link).
  useEffect(() => {
    if (!chosen || (search !== shown && written.current.includes(search))) return;
    written.current = [];
    setChosen(undefined);
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps

  // Filter whenever the state, or the lists in the browser, change: the code comes once the filter is needed.
  useEffect(() => {
    if (!isBrowser || (!used.current && !shown)) return;
    const root = formRef.current?.closest('article') ?? document;
    let current = true;
    const run = () =>
      import('./filter').then(({applyFilter}) => {
        if (!current) return;
        const {shown, total} = applyFilter(root, state);
        setCount(`Showing ${shown} of ${total} changes.`);
      });
    run();
    const observer = new MutationObserver(() => void run());
    observer.observe(root, {childList: true, subtree: true});
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [isBrowser, shown]); // eslint-disable-line react-hooks/exhaustive-deps

  const froms = fromChoices(offer);
  const tos = toChoices(offer);
  // The page's styles travel with its filter, which every upgrade notes page has once, above its lists.
  return (
    <>
    <PageStyles css={pageStyles} />
    <form ref={formRef} className="upgrade-notes-filter" role="search" aria-label="Filter the changes" onSubmit={(e) => e.preventDefault()}>
      <VersionChoice label="Upgrading from" value={state.from} choices={froms} onChange={(from) => change({from})} />
      <VersionChoice label="to" value={state.to} choices={tos} onChange={(to) => change({to})} />
      <label>
        Component{' '}
        <select value={state.component} onChange={(e) => change({component: e.target.value})}>
          <option value="">All components</option>
          {components.split(' ').map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="upgrade-notes-kinds">
        <legend>Kind</legend>
        {kinds.map((kind) => (
          <label key={kind}>
            <input
              type="checkbox"
              checked={state.kinds.includes(kind)}
              onChange={(e) => change({kinds: e.target.checked ? kinds.filter((k) => k === kind || state.kinds.includes(k)) : state.kinds.filter((k) => k !== kind)})}
            />{' '}
            {kindLabels[kind]}
          </label>
        ))}
      </fieldset>
      <label className="upgrade-notes-words">
        Words{' '}
        <input type="search" value={state.text} placeholder="external_api, cron…" onChange={(e) => change({text: e.target.value})} />
      </label>
      <p className="upgrade-notes-count" role="status">
        {count}
      </p>
    </form>
    </>
  );
}
