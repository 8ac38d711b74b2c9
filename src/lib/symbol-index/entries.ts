import type {ApiIndex} from '../moodle-api/lookup';
import {signature} from '../moodle-api/lookup';
import type {ClassEntry, EventEntry, MethodEntry} from '../moodle-api/types';
import type {SymbolEntry, SymbolKind} from './types';

/** Only what is set: the index's files carry no empty fields. */
function entry(fields: SymbolEntry): SymbolEntry {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as unknown as SymbolEntry;
}

const crudWords: Record<string, string> = {c: 'create', r: 'read', u: 'update', d: 'delete'};

/** `self::LEVEL_PARTICIPATING` → `participating`. */
const educationLevel = (level: string) => level.replace(/^.*LEVEL_/, '').toLowerCase();

/** What the kind alone does not say: modifiers, parents, an event's CRUD and education level; none for a plain class. */
function classDescription(kind: SymbolKind, cls: ClassEntry, event?: EventEntry): string | undefined {
  const modifiers = `${cls.abstract ? 'abstract ' : ''}${cls.final ? 'final ' : ''}${cls.readonly ? 'readonly ' : ''}`;
  const parents = `${cls.extends ? ` extends ${cls.extends}` : ''}${cls.implements?.length ? ` implements ${cls.implements.join(', ')}` : ''}`;
  const what = kind === 'event' || kind === 'hook' ? `${kind} class` : kind;
  const facts = event ? [event.crud && `CRUD ${event.crud.split('').map((c) => crudWords[c] ?? c).join(', ')}`, event.edulevel && `education level ${educationLevel(event.edulevel)}`].filter(Boolean) : [];
  if (!modifiers && !parents && !facts.length) return undefined;
  return `${modifiers}${what}${parents}${facts.length ? `; ${facts.join('; ')}` : ''}`;
}

function methodDescription(name: string, method: MethodEntry): string {
  const modifiers = [method.visibility === 'public' ? '' : method.visibility, method.abstract && 'abstract', method.final && 'final', method.static && 'static'].filter(Boolean).join(' ');
  return `${modifiers ? `${modifiers} ` : ''}${signature(name, method)}`;
}

/**
 * Every symbol of a version's table, as the symbol index lists it: classes, interfaces, traits and enums
 * (events and hooks as such), their public and protected methods and constants, functions, constants,
 * capabilities, external functions, the helper classes of core's tests and old class names. Names are
 * written as the docs check writes them (symbolName() of src/lib/api-check/page.ts), so that the pages
 * naming each can be attached by name.
 */
export function symbolsOf(api: ApiIndex): SymbolEntry[] {
  const {table} = api;
  const out: SymbolEntry[] = [];
  for (const [name, cls] of Object.entries(table.classes)) {
    const kind: SymbolKind = table.events[name] ? 'event' : table.hooks[name] ? 'hook' : cls.kind;
    out.push(entry({n: name, k: kind, s: classDescription(kind, cls, table.events[name]), f: cls.file, l: cls.line, v: cls.since, d: cls.deprecated}));
    for (const [method, m] of Object.entries(cls.methods)) {
      if (m.visibility === 'private') continue;
      out.push(entry({n: `${name}::${method}()`, k: 'method', s: methodDescription(method, m), f: cls.file, l: m.line, v: m.since, d: m.deprecated}));
    }
    for (const [constant, c] of Object.entries(cls.constants)) {
      if (c.visibility === 'private') continue;
      out.push(entry({n: `${name}::${constant}`, k: c.case ? 'enum case' : 'class constant', s: c.visibility, f: cls.file, l: c.line, d: c.deprecated}));
    }
  }
  for (const [name, fn] of Object.entries(table.functions)) {
    out.push(entry({n: `${name}()`, k: 'function', s: signature(name, fn), f: fn.file, l: fn.line, v: fn.since, d: fn.deprecated}));
  }
  for (const [name, c] of Object.entries(table.constants)) out.push(entry({n: name, k: 'constant', f: c.file, l: c.line}));
  for (const [name, cap] of Object.entries(table.capabilities)) {
    const allowed = Object.entries(cap.archetypes ?? {}).filter(([, permission]) => permission === 'CAP_ALLOW').map(([role]) => role);
    const facts = [
      [cap.captype, cap.contextlevel].filter(Boolean).join(' at '),
      `allowed by default for ${allowed.length ? allowed.join(', ') : 'no role'}`,
      cap.risks?.length ? `risks ${cap.risks.join(', ')}` : undefined,
    ].filter(Boolean);
    out.push(entry({n: name, k: 'capability', s: facts.join('; '), f: cap.file, l: cap.line}));
  }
  for (const [name, ext] of Object.entries(table.externalFunctions)) {
    const facts = [`${ext.classname}::${ext.methodname ?? 'execute'}()`, ext.type, ext.ajax ? 'AJAX' : undefined, ext.loginrequired === false ? 'no login required' : undefined].filter(Boolean);
    out.push(entry({n: name, k: 'external function', s: facts.join(', '), f: ext.file, l: ext.line}));
  }
  for (const [name, test] of Object.entries(table.testClasses)) {
    out.push(entry({n: name, k: 'test class', s: `test helper class${test.extends ? ` extends ${test.extends}` : ''}`, f: test.file, l: test.line}));
  }
  for (const [name, renamed] of Object.entries(table.renamedClasses)) {
    // Moodle's autoloader reports a name of db/renamedclasses.php as deprecated when code uses it; not a plain alias.
    out.push(entry({n: name, k: 'old class name', s: `now ${renamed.to}`, f: renamed.file, l: renamed.line, d: renamed.alias ? undefined : {}}));
  }
  return out;
}
