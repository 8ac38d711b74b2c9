import {Engine} from 'php-parser';

/** One parser for every file: the newest syntax it knows (older releases' code parses too, and 8.5 mode alone accepts `clone($x)`), docblocks kept. */
const engine = new Engine({
  parser: {php8: true, extractDoc: true, suppressErrors: false, version: '8.5'},
  ast: {withPositions: true},
});

// php-parser's nodes are loosely typed; the walkers below read the fields each kind has.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Node = any;

export function parsePhp(code: string, file: string): Node {
  return engine.parseCode(code, file);
}

/** PHP's scalar and special type names: never resolved against a namespace. */
const builtinTypes = new Set([
  'int', 'float', 'string', 'bool', 'array', 'callable', 'iterable', 'object', 'mixed', 'void', 'null',
  'never', 'false', 'true', 'self', 'static', 'parent', 'integer', 'boolean', 'double',
]);

/** The names a file's `namespace` and `use` statements put in scope, as PHP resolves them. */
export class Scope {
  namespace = '';
  classes = new Map<string, string>();
  functions = new Map<string, string>();
  constants = new Map<string, string>();

  enterNamespace(name: string | null): void {
    this.namespace = name ? name.replace(/^\\/, '') : '';
    this.classes.clear();
    this.functions.clear();
    this.constants.clear();
  }

  addUses(group: Node): void {
    const prefix = group.name ? `${group.name.replace(/^\\/, '')}\\` : '';
    for (const item of group.items) {
      const kind = item.type ?? group.type;
      const full = prefix + item.name.replace(/^\\/, '');
      const alias = item.alias?.name ?? full.slice(full.lastIndexOf('\\') + 1);
      const table = kind === 'function' ? this.functions : kind === 'const' ? this.constants : this.classes;
      table.set(kind === 'const' ? alias : alias.toLowerCase(), full);
    }
  }

  /** A class name in `extends`, a type, `new`, `X::`: imports first, then the current namespace. */
  resolveClass(name: string): string {
    if (name.startsWith('\\')) return name.slice(1);
    if (builtinTypes.has(name.toLowerCase())) return name.toLowerCase();
    if (name.toLowerCase().startsWith('namespace\\')) return this.qualify(name.slice('namespace\\'.length));
    const cut = name.indexOf('\\');
    const first = (cut < 0 ? name : name.slice(0, cut)).toLowerCase();
    const imported = this.classes.get(first);
    if (imported) return cut < 0 ? imported : imported + name.slice(cut);
    return this.qualify(name);
  }

  /** The name a declaration gets in the current namespace. */
  qualify(name: string): string {
    return this.namespace ? `${this.namespace}\\${name}` : name;
  }
}

/** `@since` and `@deprecated` of a docblock: the version and tracker key they give, nothing of their prose. */
export interface DocTags {
  since?: string;
  deprecated?: {since?: string; key?: string};
}

const versionPattern = /\b(\d+\.\d+(?:\.\d+)?)\b/;
const keyPattern = /\b(MDL-\d+)\b/;

export function docTags(node: Node): DocTags {
  const block = [...(node.leadingComments ?? [])].reverse().find((c: Node) => c.kind === 'commentblock' && c.value.startsWith('/**'));
  if (!block) return {};
  const tags: DocTags = {};
  for (const line of block.value.split('\n')) {
    const tag = /@(since|deprecated)\b(.*)$/.exec(line);
    if (!tag) continue;
    const version = versionPattern.exec(tag[2])?.[1];
    if (tag[1] === 'since') {
      if (version && !tags.since) tags.since = version;
    } else if (!tags.deprecated) {
      const key = keyPattern.exec(tag[2])?.[1];
      tags.deprecated = {...(version && {since: version}), ...(key && {key})};
    }
  }
  return tags;
}

/** A type as written in a signature, with class names resolved: `?int`, `string|moodle_url`, `core\context`. */
export function typeText(type: Node, scope: Scope, nullable = false): string | undefined {
  if (!type) return undefined;
  let text: string;
  if (type.kind === 'uniontype') text = type.types.map((t: Node) => typeText(t, scope)).join('|');
  else if (type.kind === 'intersectiontype') text = type.types.map((t: Node) => typeText(t, scope)).join('&');
  else if (type.kind === 'typereference') text = type.name.toLowerCase();
  else if (type.kind === 'selfreference' || type.kind === 'parentreference') text = type.raw.toLowerCase();
  else text = scope.resolveClass(type.name);
  return nullable && !text.includes('|') ? `?${text}` : text;
}

/** The source text of a node, whitespace collapsed: how a default value reads in the signature. */
export function sourceText(code: string, node: Node, max = 80): string {
  const text = code.slice(node.loc.start.offset, node.loc.end.offset).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The value of a literal array or scalar in a `db/*.php` definition; constants stay as their names. */
export function literal(node: Node, scope: Scope, code: string): unknown {
  switch (node?.kind) {
    case 'string':
      return node.value;
    case 'number':
      return Number(node.value);
    case 'boolean':
      return node.value;
    case 'nullkeyword':
      return null;
    case 'array': {
      const keyed = node.items.some((item: Node) => item?.key);
      if (!keyed) return node.items.map((item: Node) => literal(item.value ?? item, scope, code));
      const object: Record<string, unknown> = {};
      for (const item of node.items) object[String(literal(item.key, scope, code))] = literal(item.value, scope, code);
      return object;
    }
    case 'entry':
      return literal(node.value, scope, code);
    case 'staticlookup':
      if (node.offset?.kind === 'identifier' && node.offset.name.toLowerCase() === 'class') return scope.resolveClass(node.what.name);
      return sourceText(code, node);
    default:
      return node ? sourceText(code, node) : undefined;
  }
}

/** Walks the statements of a file that declare something: into namespaces, blocks and `if`s, not into bodies. */
export function* declarations(nodes: Node[], scope: Scope): Generator<Node> {
  for (const node of nodes) {
    if (!node) continue;
    switch (node.kind) {
      case 'namespace':
        scope.enterNamespace(node.name);
        yield* declarations(node.children, scope);
        break;
      case 'usegroup':
        scope.addUses(node);
        break;
      case 'block':
        yield* declarations(node.children, scope);
        break;
      case 'if':
        yield* declarations([node.body, node.alternate], scope);
        break;
      case 'declare':
        yield* declarations(node.children ?? [], scope);
        break;
      default:
        yield node;
    }
  }
}
