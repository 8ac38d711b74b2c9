import type {ApiIndex, FoundMethod} from './lookup';
import type {ApiTable, Capability, ClassEntry, ConstantEntry, ExternalFunction, FunctionEntry} from './types';

/** What a name written in the docs stands for in a version's table. */
export type Resolved =
  | {kind: 'class'; name: string; entry: ClassEntry; renamedFrom?: string; deprecatedName?: true}
  | {kind: 'method'; name: string; owner: string; found: FoundMethod}
  | {kind: 'class constant'; name: string; owner: string}
  | {kind: 'function'; name: string; entry: FunctionEntry}
  | {kind: 'constant'; name: string; entry: ConstantEntry}
  | {kind: 'capability'; name: string; entry: Capability}
  | {kind: 'external function'; name: string; entry: ExternalFunction}
  | {kind: 'test class'; name: string; entry: ApiTable['testClasses'][string]};

/** The class each of Moodle's well-known globals holds, for `$DB->get_record()` and the like. */
export const globalClasses: Record<string, string> = {
  $DB: 'moodle_database',
  $PAGE: 'moodle_page',
  $OUTPUT: 'core_renderer',
  $SESSION: 'stdClass',
};

const capabilityPattern = /^[a-z]+\/[a-z0-9_]+:[a-z0-9_]+$/;
const identifier = '[A-Za-z_][A-Za-z0-9_]*';
const qualified = `\\\\?${identifier}(?:\\\\${identifier})*`;
const memberPattern = new RegExp(`^(${qualified}|\\$[A-Za-z_]+)(::|->)(${identifier})(\\(.*\\))?$`);
const namePattern = new RegExp(`^(${qualified})(\\(.*\\))?$`);

/** The name inside backticks and a call's arguments: `` `\core\hook\manager::get_instance()` `` → parts. */
export function parseName(text: string): {receiver?: string; operator?: '::' | '->'; name: string; call: boolean} | undefined {
  const name = text.trim().replace(/^`|`$/g, '').replace(/;$/, '');
  if (capabilityPattern.test(name)) return {name, call: false};
  const member = memberPattern.exec(name);
  if (member) return {receiver: member[1].replace(/^\\/, ''), operator: member[2] as '::' | '->', name: member[3], call: !!member[4]};
  const plain = namePattern.exec(name);
  if (plain) return {name: plain[1].replace(/^\\/, ''), call: !!plain[2]};
  return undefined;
}

/** The key of an old class name in the table, whatever its case. */
function bareName(api: ApiIndex, name: string): string {
  const lower = name.replace(/^\\/, '').toLowerCase();
  return Object.keys(api.table.renamedClasses).find((k) => k.toLowerCase() === lower) ?? name;
}

function classOf(api: ApiIndex, name: string): Resolved | undefined {
  const declared = api.className(name);
  if (!declared) {
    const test = api.testClassName(name);
    return test ? {kind: 'test class', name: test, entry: api.table.testClasses[test]} : undefined;
  }
  const renamed = api.renamed(name) ? name : undefined;
  const deprecatedName = renamed && !api.table.renamedClasses[bareName(api, renamed)]?.alias;
  return {kind: 'class', name: declared, entry: api.table.classes[declared], ...(renamed && {renamedFrom: renamed}), ...(deprecatedName && {deprecatedName: true as const})};
}

/**
 * What a name stands for in a version: `core\hook\manager`, `moodle_database::get_record_sql()`,
 * `$DB->get_record()`, `get_string()`, `MUST_EXIST`, `context_course::instance`, `mod/quiz:attempt`,
 * `core_user_get_users`. Undefined when the version has no such symbol, or the name is not one it can
 * look up (`$USER->id`, a JavaScript module).
 */
export function resolveName(api: ApiIndex, text: string): Resolved | undefined {
  const parsed = parseName(text);
  if (!parsed) return undefined;
  const {receiver, operator, name, call} = parsed;
  if (!receiver && capabilityPattern.test(name)) {
    const entry = api.table.capabilities[name];
    return entry && {kind: 'capability', name, entry};
  }
  if (receiver) {
    const className = receiver.startsWith('$') ? globalClasses[receiver] : receiver;
    if (!className) return undefined;
    if (operator === '::' && name.toLowerCase() === 'class') return classOf(api, className);
    const found = api.method(className, name);
    if (found) return {kind: 'method', name: found.name, owner: found.owner, found};
    if (!call && operator === '::') {
      const constant = api.classConstant(className, name);
      if (constant) return {kind: 'class constant', name, owner: constant.owner};
    }
    return undefined;
  }
  if (call) {
    const fn = api.functionName(name);
    return fn ? {kind: 'function', name: fn, entry: api.table.functions[fn]} : undefined;
  }
  if (/^[A-Z][A-Z0-9_]*$/.test(name) && api.table.constants[name]) return {kind: 'constant', name, entry: api.table.constants[name]};
  const asClass = classOf(api, name);
  if (asClass) return asClass;
  const external = api.table.externalFunctions[name];
  if (external) return {kind: 'external function', name, entry: external};
  const fn = api.functionName(name);
  if (fn) return {kind: 'function', name: fn, entry: api.table.functions[fn]};
  return api.table.constants[name] ? {kind: 'constant', name, entry: api.table.constants[name]} : undefined;
}

/** Where a resolved name is defined: its file and line in the tree. */
export function definition(api: ApiIndex, resolved: Resolved): {file: string; line: number} {
  switch (resolved.kind) {
    case 'method':
      return {file: api.table.classes[resolved.owner].file, line: resolved.found.entry.line};
    case 'class constant': {
      const owner = api.table.classes[resolved.owner];
      return {file: owner.file, line: owner.constants[resolved.name].line};
    }
    default:
      return {file: resolved.entry.file, line: resolved.entry.line};
  }
}
