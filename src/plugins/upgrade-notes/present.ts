// What an upgrade notes page shows for one step (the changes of a version since the one before it): the
// upgrade notes of data/upgrade-notes/, then the API changes computed from the tables, each grouped by
// component, with every API name and tracker key as a link. Read by <UpgradeNotesList> (the server bundle
// all steps, the browser a step's chunk when it must render one itself).
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {ApiIndex} from '../../lib/moodle-api/lookup';
import {apiVersions, loadApi, previousVersion} from '../../lib/moodle-api/load';
import {definition, resolveName} from '../../lib/moodle-api/resolve';
import {type ApiChange, apiChanges} from '../../lib/upgrade-notes/diff';
import type {UpgradeNotesFile} from '../../lib/upgrade-notes/types';
import {validateNotes} from '../../lib/upgrade-notes/validate';
import {trackerProjects, trackerUrl} from '../remark-tracker-links';

export type ChangeKind = 'added' | 'changed' | 'deprecated' | 'removed';

export interface ShownLink {
  text: string;
  href: string;
}

/** Text with its `code` spans and tracker keys marked: prose, {code}, or a key as a link. */
export type ShownText = (string | {code: string} | ShownLink)[];

export interface ShownNote {
  kind: ChangeKind;
  summary: ShownText;
  /** The point release the note belongs to, when it is not the version itself (4.2.1). */
  release?: string;
  apis: ShownLink[];
  keys: ShownLink[];
  /** The entry in Moodle's upgrade.txt, at the release's tag. */
  source: ShownLink;
}

export interface ShownChange {
  kind: ChangeKind;
  symbol: string;
  name: ShownLink;
  before?: string;
  after?: string;
  /** Since when, and the tracker key, that the deprecation's docblock gives. */
  deprecated?: ShownText;
}

export interface ShownGroup<T> {
  component: string;
  items: T[];
}

export interface ShownStep {
  version: string;
  from: string;
  notes: ShownGroup<ShownNote>[];
  changes: ShownGroup<ShownChange>[];
}

export const notesDir = 'data/upgrade-notes';

// A key stands alone, as in the docs' prose (../remark-tracker-links).
const trackerKey = new RegExp(`\\b((?:${trackerProjects.join('|')})-[1-9]\\d*)\\b`);
const keyLink = (key: string): ShownLink => ({text: key, href: `${trackerUrl}${key}`});

/** Prose with its tracker keys as links, and its `code` spans (summaries hold no other markup) as code. */
export function shownText(text: string): ShownText {
  return text
    .split(/`([^`]+)`/)
    .flatMap((part, i): ShownText => (i % 2 ? [{code: part}] : part.split(trackerKey).map((piece, j) => (j % 2 ? keyLink(piece) : piece))))
    .filter((part) => part !== '');
}

const sourceUrl = (api: ApiIndex, file: string, line: number) => `https://github.com/moodle/moodle/blob/${api.table.source.tag}/${file}#L${line}`;

function group<T>(items: (T & {component: string})[]): ShownGroup<Omit<T, 'component'>>[] {
  const groups = new Map<string, Omit<T, 'component'>[]>();
  for (const {component, ...rest} of items) groups.set(component, [...(groups.get(component) ?? []), rest]);
  // Core first, then its subsystems, then plugins by type: the order of Moodle's own tree.
  const rank = (c: string) => (c === 'core' ? 0 : c.startsWith('core_') ? 1 : 2);
  return [...groups].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b)).map(([component, list]) => ({component, items: list}));
}

/** A version's notes, validated against its table and the one before it; a bad note throws naming it. */
export function readNotes(siteDir: string, version: string): UpgradeNotesFile {
  const file = join(siteDir, notesDir, `${version}.json`);
  if (!existsSync(file)) throw new Error(`${notesDir}/${version}.json is missing`);
  const data = JSON.parse(readFileSync(file, 'utf8')) as UpgradeNotesFile;
  const before = previousVersion(version);
  const errors = validateNotes(data, version, {current: loadApi(version, siteDir), previous: before ? loadApi(before, siteDir) : undefined});
  if (errors.length) throw new Error(`${notesDir}/${version}.json is invalid:\n  ${errors.join('\n  ')}`);
  return data;
}

// The API changes between two tables, computed once per pair: every upgrade notes page shows the
// components of every step, and loadApi reads each table once per process, so a pair is the same objects.
const computed = new WeakMap<ApiIndex, WeakMap<ApiIndex, ApiChange[]>>();
function changesBetween(older: ApiIndex, newer: ApiIndex): ApiChange[] {
  let byNewer = computed.get(older);
  if (!byNewer) computed.set(older, (byNewer = new WeakMap()));
  let changes = byNewer.get(newer);
  if (!changes) byNewer.set(newer, (changes = apiChanges(older.table, newer.table)));
  return changes;
}

/** The versions that have a step: every table but the oldest. */
export const stepVersions = apiVersions.filter((v) => previousVersion(v));

const deprecationOf = ({deprecation}: ApiChange): string => [deprecation?.since && `since ${deprecation.since}`, deprecation?.key].filter(Boolean).join(', ');

export function showStep(siteDir: string, version: string): ShownStep {
  const from = previousVersion(version)!;
  const api = loadApi(version, siteDir);
  const old = loadApi(from, siteDir);
  const link = (name: string): ShownLink | undefined => {
    for (const index of [api, old]) {
      const resolved = resolveName(index, name);
      if (resolved) {
        const at = definition(index, resolved);
        return {text: name, href: sourceUrl(index, at.file, at.line)};
      }
    }
    return undefined;
  };
  const notes = readNotes(siteDir, version).notes.map((note) => ({
    component: note.component,
    kind: note.kind,
    summary: shownText(note.summary),
    ...(note.section !== version && {release: note.section}),
    apis: (note.apis ?? []).map(link).filter((l): l is ShownLink => !!l),
    keys: (note.keys ?? []).map(keyLink),
    source: {text: `${note.file}:${note.line}`, href: sourceUrl(api, note.file, note.line)},
  }));
  const changes = changesBetween(old, api).map((change) => ({
    component: change.component,
    kind: change.kind,
    symbol: change.symbol,
    name: {text: change.name, href: sourceUrl(change.in === version ? api : old, change.file, change.line)},
    ...(change.before && {before: change.before}),
    ...(change.after && {after: change.after}),
    ...(deprecationOf(change) && {deprecated: shownText(deprecationOf(change))}),
  }));
  return {version, from, notes: group(notes), changes: group(changes)};
}

/** The components of a step, for the filter's list. */
export const componentsOf = (step: ShownStep): string[] => [...new Set([...step.notes, ...step.changes].map((g) => g.component))];
