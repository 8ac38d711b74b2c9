import {paramText} from '../moodle-api/lookup';
import type {ApiTable, ClassEntry, FunctionEntry, MethodEntry} from '../moodle-api/types';

/** One change to Moodle's API between two versions, computed from their tables. */
export interface ApiChange {
  component: string;
  kind: 'added' | 'removed' | 'deprecated' | 'changed';
  /** class, interface, trait, enum, function or method. */
  symbol: string;
  /** As the docs write it: `core\hook\manager`, `get_string()`, `moodle_page::set_title()`. */
  name: string;
  /** The signature before and after a change, or the old name's new class for a renamed one. */
  before?: string;
  after?: string;
  /** The version whose tree the name links to: the new one, or the old one for what was removed. */
  in: string;
  file: string;
  line: number;
  deprecation?: {since?: string; key?: string};
}

const signatureOf = (entry: {params: MethodEntry['params']; returns?: string; static?: true}) =>
  `${entry.static ? 'static ' : ''}(${entry.params.map(paramText).join(', ')})${entry.returns ? `: ${entry.returns}` : ''}`;

const visible = (entry: MethodEntry) => entry.visibility !== 'private';

/** The lower-case index of a table's names, as PHP compares them. */
function lowerKeys<T>(record: Record<string, T>): Map<string, string> {
  return new Map(Object.keys(record).map((k) => [k.toLowerCase(), k]));
}

function memberChanges(component: string, className: string, before: ClassEntry, after: ClassEntry, older: string, newer: string): ApiChange[] {
  const out: ApiChange[] = [];
  const was = lowerKeys(before.methods);
  const now = lowerKeys(after.methods);
  for (const [lower, name] of now) {
    const entry = after.methods[name];
    if (!visible(entry)) continue;
    const full = `${className}::${name}()`;
    const old = was.has(lower) ? before.methods[was.get(lower)!] : undefined;
    const at = {component, symbol: 'method', name: full, in: newer, file: after.file, line: entry.line};
    if (!old || !visible(old)) {
      out.push({...at, kind: 'added', after: signatureOf(entry)});
    } else if (entry.deprecated && !old.deprecated) {
      out.push({...at, kind: 'deprecated', ...(entry.deprecated && {deprecation: entry.deprecated})});
    } else if (signatureOf(old) !== signatureOf(entry)) {
      out.push({...at, kind: 'changed', before: signatureOf(old), after: signatureOf(entry)});
    }
  }
  for (const [lower, name] of was) {
    const old = before.methods[name];
    if (!visible(old) || (now.has(lower) && visible(after.methods[now.get(lower)!]))) continue;
    out.push({component, kind: 'removed', symbol: 'method', name: `${className}::${name}()`, in: older, file: before.file, line: old.line});
  }
  return out;
}

function functionChange(component: string, name: string, before: FunctionEntry | undefined, after: FunctionEntry, newer: string): ApiChange | undefined {
  const at = {component, symbol: 'function', name: `${name}()`, in: newer, file: after.file, line: after.line};
  if (!before) return {...at, kind: 'added', after: signatureOf(after)};
  if (after.deprecated && !before.deprecated) return {...at, kind: 'deprecated', deprecation: after.deprecated};
  if (signatureOf(before) !== signatureOf(after)) return {...at, kind: 'changed', before: signatureOf(before), after: signatureOf(after)};
  return undefined;
}

const order = {added: 0, changed: 1, deprecated: 2, removed: 3};

/**
 * What changed in Moodle's API from one version's table to the next: classes, interfaces, traits and enums,
 * functions, and the public and protected methods of classes that both versions have, added, removed,
 * newly deprecated (`@deprecated`) or with another signature. A class that the new version keeps only as an
 * old name of another counts as changed, with the class it now stands for.
 */
export function apiChanges(older: ApiTable, newer: ApiTable): ApiChange[] {
  const out: ApiChange[] = [];
  const oldClasses = lowerKeys(older.classes);
  const newClasses = lowerKeys(newer.classes);
  const renamed = lowerKeys(newer.renamedClasses);
  for (const [lower, name] of newClasses) {
    const entry = newer.classes[name];
    const before = oldClasses.has(lower) ? older.classes[oldClasses.get(lower)!] : undefined;
    const at = {component: entry.component, symbol: entry.kind, name, in: newer.version, file: entry.file, line: entry.line};
    if (!before) out.push({...at, kind: 'added'});
    else {
      if (entry.deprecated && !before.deprecated) out.push({...at, kind: 'deprecated', deprecation: entry.deprecated});
      out.push(...memberChanges(entry.component, name, before, entry, older.version, newer.version));
    }
  }
  for (const [lower, name] of oldClasses) {
    if (newClasses.has(lower)) continue;
    const before = older.classes[name];
    const alias = renamed.has(lower) ? newer.renamedClasses[renamed.get(lower)!] : undefined;
    if (alias) {
      const target = newer.classes[alias.to];
      out.push({component: before.component, kind: 'changed', symbol: before.kind, name, before: name, after: alias.to, in: target ? newer.version : older.version, file: target?.file ?? before.file, line: target?.line ?? before.line});
    } else {
      out.push({component: before.component, kind: 'removed', symbol: before.kind, name, in: older.version, file: before.file, line: before.line});
    }
  }
  const oldFunctions = lowerKeys(older.functions);
  const newFunctions = lowerKeys(newer.functions);
  for (const [lower, name] of newFunctions) {
    const change = functionChange(newer.functions[name].component, name, oldFunctions.has(lower) ? older.functions[oldFunctions.get(lower)!] : undefined, newer.functions[name], newer.version);
    if (change) out.push(change);
  }
  for (const [lower, name] of oldFunctions) {
    if (newFunctions.has(lower)) continue;
    const before = older.functions[name];
    out.push({component: before.component, kind: 'removed', symbol: 'function', name: `${name}()`, in: older.version, file: before.file, line: before.line});
  }
  return out.sort((a, b) => a.component.localeCompare(b.component) || order[a.kind] - order[b.kind] || a.name.localeCompare(b.name));
}
