import type {ClassEntry, ConstantEntry, FunctionEntry, MethodEntry, Param} from '../../src/lib/moodle-api/types';
import {declarations, docTags, literal, type Node, parsePhp, Scope, sourceText, typeText} from './php';

/** What one PHP file declares, before it is merged into the version's table. */
export interface FileSymbols {
  classes: Record<string, ClassEntry>;
  functions: Record<string, FunctionEntry>;
  constants: Record<string, ConstantEntry>;
  /** The literal arrays a `db/*.php` file assigns, by variable name, with their lines. */
  arrays: Record<string, {value: unknown; line: number; items: Record<string, number>}>;
  /** Each class's `init()` assignments to `$this->data[…]`, read for events. */
  eventData: Record<string, Record<string, string>>;
  /** Old class names kept by `class_alias(new::class, 'old')`, with the new name and the line. */
  aliases: Record<string, {to: string; line: number}>;
}

const visibilityFlags: Record<number, MethodEntry['visibility']> = {1: 'public', 2: 'protected', 4: 'private'};

function params(list: Node[], scope: Scope, code: string): Param[] {
  return list.map((p: Node) => {
    const param: Param = {name: p.name.name};
    const type = typeText(p.type, scope, p.nullable);
    if (type) param.type = type;
    if (p.value) param.default = sourceText(code, p.value);
    if (p.byref) param.byRef = true;
    if (p.variadic) param.variadic = true;
    if (p.flags) param.promoted = visibilityFlags[p.flags] ?? 'public';
    return param;
  });
}

/** True when a body reads its arguments with func_get_args() or func_num_args(): it takes more than it declares. */
function readsArguments(body: Node): boolean {
  let found = false;
  const visit = (node: Node): void => {
    if (found || !node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (node.kind === 'closure' || node.kind === 'function' || node.kind === 'class') return;
    if (node.kind === 'call' && node.what?.kind === 'name' && /^\\?func_(get_args|num_args)$/i.test(node.what.name)) {
      found = true;
      return;
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'loc' && value && typeof value === 'object') visit(value);
  };
  visit(body);
  return found;
}

function withTags<T extends object>(entry: T, node: Node): T {
  const tags = docTags(node);
  return {...entry, ...(tags.since && {since: tags.since}), ...(tags.deprecated && {deprecated: tags.deprecated})};
}

function method(node: Node, scope: Scope, code: string): MethodEntry {
  const entry: MethodEntry = {line: node.name.loc.start.line, visibility: node.visibility || 'public', params: params(node.arguments, scope, code)};
  if (node.isStatic) entry.static = true;
  if (node.isAbstract) entry.abstract = true;
  if (node.isFinal) entry.final = true;
  if (readsArguments(node.body)) entry.funcGetArgs = true;
  const returns = typeText(node.type, scope, node.nullable);
  if (returns) entry.returns = returns;
  return withTags(entry, node);
}

/** `$this->data['crud'] = 'r';` and the like in an event's `init()`: its CRUD letter and education level. */
function initData(body: Node[], code: string): Record<string, string> {
  const data: Record<string, string> = {};
  for (const statement of body ?? []) {
    const e = statement.kind === 'expressionstatement' ? statement.expression : undefined;
    const left = e?.kind === 'assign' ? e.left : undefined;
    if (left?.kind !== 'offsetlookup' || left.what?.kind !== 'propertylookup' || left.what.offset?.name !== 'data') continue;
    if (left.offset?.kind !== 'string') continue;
    data[left.offset.value] = e.right.kind === 'string' ? e.right.value : sourceText(code, e.right);
  }
  return data;
}

function classEntry(node: Node, scope: Scope, code: string, file: string, component: string): ClassEntry {
  const kind = node.kind as ClassEntry['kind'];
  const entry: ClassEntry = {kind, component, file, line: node.name.loc.start.line, methods: {}, constants: {}};
  if (node.kind === 'class') {
    if (node.extends) entry.extends = scope.resolveClass(node.extends.name);
    if (node.isAbstract) entry.abstract = true;
    if (node.isFinal) entry.final = true;
    if (node.isReadonly) entry.readonly = true;
  }
  const parents = node.kind === 'interface' ? node.extends : node.implements;
  if (parents?.length) entry.implements = parents.map((n: Node) => scope.resolveClass(n.name));
  for (const member of node.body ?? []) {
    if (member.kind === 'method') {
      entry.methods[member.name.name] = method(member, scope, code);
    } else if (member.kind === 'classconstant') {
      const tags = docTags(member);
      for (const constant of member.constants) {
        entry.constants[constant.name.name] = {
          line: constant.name.loc?.start.line ?? member.loc.start.line,
          ...(member.visibility && member.visibility !== 'public' && {visibility: member.visibility}),
          ...(tags.deprecated && {deprecated: tags.deprecated}),
        };
      }
    } else if (member.kind === 'enumcase') {
      entry.constants[member.name.name] = {line: member.name.loc?.start.line ?? member.loc.start.line, case: true};
    } else if (member.kind === 'traituse') {
      entry.traits = [...(entry.traits ?? []), ...member.traits.map((n: Node) => scope.resolveClass(n.name))];
    }
  }
  return withTags(entry, node);
}

/**
 * Reads one PHP file's declarations: classes and their members, functions, constants, literal arrays.
 * The first declaration of a name wins: a later one is a polyfill behind `if (!function_exists())`.
 */
export function fileSymbols(code: string, file: string, component: string): FileSymbols {
  const out: FileSymbols = {classes: {}, functions: {}, constants: {}, arrays: {}, eventData: {}, aliases: {}};
  const scope = new Scope();
  const ast = parsePhp(code, file);
  for (const node of declarations(ast.children, scope)) {
    switch (node.kind) {
      case 'class':
      case 'interface':
      case 'trait':
      case 'enum': {
        const name = scope.qualify(node.name.name);
        out.classes[name] ??= classEntry(node, scope, code, file, component);
        const init = node.body?.find((m: Node) => m.kind === 'method' && m.name.name === 'init');
        if (init) out.eventData[name] = initData(init.body?.children, code);
        break;
      }
      case 'function':
        out.functions[scope.qualify(node.name.name)] ??= withTags(
          {
            component,
            file,
            line: node.name.loc.start.line,
            params: params(node.arguments, scope, code),
            ...(typeText(node.type, scope, node.nullable) && {returns: typeText(node.type, scope, node.nullable)}),
            ...(readsArguments(node.body) && {funcGetArgs: true as const}),
          },
          node,
        );
        break;
      case 'constantstatement':
        for (const constant of node.constants) {
          out.constants[scope.qualify(constant.name.name)] = {component, file, line: constant.name.loc?.start.line ?? node.loc.start.line};
        }
        break;
      case 'expressionstatement': {
        const e = node.expression;
        const called = e.kind === 'call' && e.what.kind === 'name' ? e.what.name.replace(/^\\/, '').toLowerCase() : undefined;
        if (called === 'define' && e.arguments[0]?.kind === 'string') {
          // define() always declares a global constant, whatever the namespace.
          out.constants[e.arguments[0].value] = {component, file, line: node.loc.start.line};
        } else if (called === 'class_alias' && e.arguments[1]?.kind === 'string') {
          const to = literal(e.arguments[0], scope, code);
          if (typeof to === 'string') out.aliases[e.arguments[1].value.replace(/^\\/, '')] = {to: to.replace(/^\\/, ''), line: node.loc.start.line};
        } else if (e.kind === 'assign' && e.left.kind === 'variable' && e.right.kind === 'array') {
          const items: Record<string, number> = {};
          e.right.items.forEach((item: Node, index: number) => {
            if (item) items[item.key?.kind === 'string' ? item.key.value : String(index)] = item.loc.start.line;
          });
          out.arrays[e.left.name] = {value: literal(e.right, scope, code), line: node.loc.start.line, items};
        }
        break;
      }
    }
  }
  return out;
}
