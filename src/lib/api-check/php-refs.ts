import {Engine} from 'php-parser';
import {phpToLint} from '../codeSamples';

// php-parser's nodes are loosely typed; the walker reads the fields each kind has.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Node = any;

const engine = new Engine({parser: {php8: true, suppressErrors: false, version: '8.5'}, ast: {withPositions: true}});

/** A name a code sample uses, resolved as PHP would resolve it in the sample's namespace. */
export interface PhpRef {
  kind: 'class' | 'function' | 'method' | 'constant' | 'class constant';
  /** The class, function or constant; for a member, the class it is looked up on. */
  name: string;
  /** For an unqualified function or constant in a namespace: the global name PHP falls back to. */
  fallback?: string;
  /** A class name that no import matched, read in the sample's namespace. */
  inNamespace?: true;
  member?: string;
  /** Arguments passed, when the call has no spread. */
  args?: number;
  static?: boolean;
  /** The line in the sample, from 1. */
  line: number;
  /** The column on that line, from 1. */
  column?: number;
  /** The name as the sample writes it, for messages. */
  text: string;
}

/** What a sample declares itself: its uses of these names are not Moodle's API. */
export interface PhpDefinitions {
  classes: Map<string, {extends?: string; methods: Set<string>; constants: Set<string>}>;
  functions: Set<string>;
  constants: Set<string>;
}

export interface PhpSample {
  refs: PhpRef[];
  defines: PhpDefinitions;
  /** The class imports in force at the end of the sample, for the page's later fragments. */
  imports: Map<string, string>;
}

const builtinTypes = new Set(['int', 'float', 'string', 'bool', 'array', 'callable', 'iterable', 'object', 'mixed', 'void', 'null', 'never', 'false', 'true', 'self', 'static', 'parent']);
/** Moodle's global objects and the class each holds. */
const globals: Record<string, string> = {DB: 'moodle_database', PAGE: 'moodle_page', OUTPUT: 'core_renderer'};

/**
 * Parses a sample as written, or as the inside of a class when it is a method or property fragment, or
 * as the inside of a function when it is a fragment of statements; undefined when none of them parses.
 */
export function parseSample(code: string, meta = ''): {ast: Node; lineOffset: number} | undefined {
  const body = code.replace(/^\s*<\?php\b/, '');
  // A fence that says what the fragment is (`fragment=member`) is read that way, as the lint of the samples reads it.
  const attempts: [string, number][] = /\bfragment=/.test(meta)
    ? [[phpToLint(code, meta), 2]]
    : [
        [`<?php\n${body}`, 1],
        [`<?php class __sample__ {\n${body}\n}`, 1],
      ];
  for (const [text, lineOffset] of attempts) {
    try {
      return {ast: engine.parseCode(text, 'sample.php'), lineOffset};
    } catch {
      // Try the next way of reading the fragment.
    }
  }
  return undefined;
}

class Scope {
  namespace = '';
  uses = new Map<string, string>();
  functionUses = new Map<string, string>();

  /** True when a class name is read relative to the namespace: not fully qualified, not imported. */
  inNamespace(name: string): boolean {
    if (!this.namespace || name.startsWith('\\')) return false;
    return !this.uses.has(name.split('\\')[0].toLowerCase());
  }

  resolveClass(name: string): string {
    if (name.startsWith('\\')) return name.slice(1);
    const cut = name.indexOf('\\');
    const first = (cut < 0 ? name : name.slice(0, cut)).toLowerCase();
    const imported = this.uses.get(first);
    if (imported) return cut < 0 ? imported : imported + name.slice(cut);
    return this.namespace ? `${this.namespace}\\${name}` : name;
  }
}

/**
 * Reads the names a PHP sample uses and declares. `imports` are the `use` statements of the page's earlier
 * samples: a fragment that declares no namespace and imports nothing reads its names as the page has
 * imported them; a sample with a namespace or imports of its own stands alone, as it does when copied.
 */
export function phpReferences(code: string, imports?: Map<string, string>, options: {meta?: string; namespace?: string; className?: string} = {}): PhpSample | undefined {
  let parsed: ReturnType<typeof parseSample>;
  try {
    parsed = parseSample(code, options.meta);
  } catch {
    return undefined;
  }
  if (!parsed) return undefined;
  const refs: PhpRef[] = [];
  const defines: PhpDefinitions = {classes: new Map(), functions: new Set(), constants: new Set()};
  const scope = new Scope();
  // The wrapper of a member fragment stands for the class of the file the fragment is titled with.
  const wrappers = new Set(['fragment_wrapper', '__sample__']);
  const qualifiedClass = (short: string) => {
    const name = wrappers.has(short) && options.className ? options.className : short;
    return scope.namespace ? `${scope.namespace}\\${name}` : name;
  };
  const standsAlone = parsed.ast.children.some((n: Node) => n.kind === 'namespace' || n.kind === 'usegroup');
  if (imports && !standsAlone) imports.forEach((full, alias) => scope.uses.set(alias, full));
  // A sample titled with its file (`local/notes/classes/output/renderer.php`) lives in that file's namespace.
  const fileNamespace = parsed.ast.children.some((n: Node) => n.kind === 'namespace') ? '' : (options.namespace ?? '');
  const line = (node: Node) => Math.max(1, node.loc.start.line - parsed.lineOffset);
  const at = (node: Node) => ({line: line(node), column: node.loc.start.column + 1});

  const classRef = (nameNode: Node, text?: string) => {
    if (nameNode?.kind !== 'name') return;
    const raw = nameNode.name as string;
    if (builtinTypes.has(raw.toLowerCase())) return;
    refs.push({kind: 'class', name: scope.resolveClass(raw), ...at(nameNode), text: text ?? raw, ...(scope.inNamespace(raw) && {inNamespace: true as const})});
  };
  const typeRefs = (type: Node) => {
    if (!type) return;
    if (type.kind === 'uniontype' || type.kind === 'intersectiontype') type.types.forEach(typeRefs);
    else classRef(type);
  };
  const argCount = (args: Node[]) => (args.some((a: Node) => a.kind === 'variadic' || a.kind === 'namedargument') ? undefined : args.length);

  // Declarations first, so that a call before the declaration of its function is still the sample's own.
  const declare = (nodes: Node[]) => {
    for (const node of nodes ?? []) {
      if (!node) continue;
      if (node.kind === 'namespace') {
        scope.namespace = node.name ?? '';
        declare(node.children);
      } else if (['class', 'interface', 'trait', 'enum'].includes(node.kind) && node.name) {
        const name = qualifiedClass(node.name.name);
        const methods = new Set<string>((node.body ?? []).filter((m: Node) => m.kind === 'method').map((m: Node) => m.name.name.toLowerCase()));
        const constants = new Set<string>((node.body ?? []).flatMap((m: Node) => (m.kind === 'classconstant' ? m.constants.map((c: Node) => c.name.name) : m.kind === 'enumcase' ? [m.name.name] : [])));
        defines.classes.set(name.toLowerCase(), {methods, constants, ...(node.extends && {extends: node.extends.name})});
      } else if (node.kind === 'function') {
        defines.functions.add((scope.namespace ? `${scope.namespace}\\${node.name.name}` : node.name.name).toLowerCase());
      } else if (node.kind === 'block' || node.kind === 'if') {
        declare(node.children ?? [node.body, node.alternate]);
      } else if (node.kind === 'expressionstatement' && node.expression.kind === 'call' && node.expression.what.name === 'define' && node.expression.arguments[0]?.kind === 'string') {
        defines.constants.add(node.expression.arguments[0].value);
      } else if (node.kind === 'constantstatement') {
        for (const c of node.constants) defines.constants.add(c.name.name);
      }
    }
  };
  scope.namespace = fileNamespace;
  declare(parsed.ast.children);
  scope.namespace = fileNamespace;

  /** Local variables whose class the sample shows: `$url = new moodle_url(…)`, `moodle_url $url`. */
  let types = new Map<string, string>();
  let currentClass: {name: string; parent?: string} | undefined;

  const receiverClass = (what: Node): string | undefined => {
    if (what?.kind !== 'variable' || typeof what.name !== 'string') return undefined;
    if (what.name === 'this') return currentClass?.name;
    return globals[what.name] ?? types.get(what.name);
  };
  const relative = (name: string): string | undefined => {
    const lower = name.toLowerCase();
    if (lower === 'self' || lower === 'static') return currentClass?.name;
    if (lower === 'parent') return currentClass?.parent;
    return undefined;
  };

  const visit = (node: Node): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    switch (node.kind) {
      case 'namespace':
        scope.namespace = node.name ?? '';
        scope.uses.clear();
        scope.functionUses.clear();
        visit(node.children);
        return;
      case 'usegroup': {
        const prefix = node.name ? `${node.name.replace(/^\\/, '')}\\` : '';
        for (const item of node.items) {
          const full = prefix + item.name.replace(/^\\/, '');
          const alias = (item.alias?.name ?? full.slice(full.lastIndexOf('\\') + 1)).toLowerCase();
          const kind = item.type ?? node.type;
          if (kind === 'function') {
            scope.functionUses.set(alias, full);
            refs.push({kind: 'function', name: full, ...at(node), text: full});
          } else if (kind !== 'const') {
            scope.uses.set(alias, full);
            refs.push({kind: 'class', name: full, ...at(node), text: full});
          }
        }
        return;
      }
      case 'class':
      case 'interface':
      case 'trait':
      case 'enum': {
        const outer = currentClass;
        const name = node.name ? qualifiedClass(node.name.name) : '__anonymous__';
        if (node.kind === 'class' && node.extends) classRef(node.extends);
        for (const parent of (node.kind === 'interface' ? node.extends : node.implements) ?? []) classRef(parent);
        currentClass = {name, parent: node.kind === 'class' && node.extends ? scope.resolveClass(node.extends.name) : undefined};
        visit(node.body);
        currentClass = outer;
        return;
      }
      case 'traituse':
        node.traits.forEach((t: Node) => classRef(t));
        return;
      case 'function':
      case 'method':
      case 'closure':
      case 'arrowfunc': {
        const outer = types;
        types = node.kind === 'closure' || node.kind === 'arrowfunc' ? new Map(types) : new Map();
        for (const param of node.arguments ?? []) {
          typeRefs(param.type);
          if (param.type?.kind === 'name' && typeof param.name?.name === 'string') {
            types.set(param.name.name, relative(param.type.name) ?? scope.resolveClass(param.type.name));
          }
          visit(param.value);
        }
        typeRefs(node.type);
        visit(node.body);
        types = outer;
        return;
      }
      case 'new':
        if (node.what?.kind === 'name') {
          const rel = relative(node.what.name);
          if (!rel) classRef(node.what);
        } else visit(node.what);
        visit(node.arguments);
        return;
      case 'assign':
        if (node.left?.kind === 'variable' && typeof node.left.name === 'string') {
          if (node.right?.kind === 'new' && node.right.what?.kind === 'name') {
            types.set(node.left.name, relative(node.right.what.name) ?? scope.resolveClass(node.right.what.name));
          } else {
            types.delete(node.left.name);
          }
        }
        visit(node.left);
        visit(node.right);
        return;
      case 'call': {
        const what = node.what;
        const args = argCount(node.arguments);
        if (what.kind === 'name') {
          const raw = what.name as string;
          const imported = scope.functionUses.get(raw.toLowerCase());
          const unqualified = !raw.includes('\\');
          const name = imported ?? (raw.startsWith('\\') ? raw.slice(1) : scope.namespace ? `${scope.namespace}\\${raw}` : raw);
          refs.push({kind: 'function', name, ...at(what), text: `${raw}()`, args, ...(unqualified && !imported && scope.namespace && {fallback: raw})});
        } else if (what.kind === 'staticlookup' && what.offset?.kind === 'identifier') {
          const className = what.what?.kind === 'name' ? (relative(what.what.name) ?? scope.resolveClass(what.what.name)) : undefined;
          if (className) {
            if (what.what.kind === 'name' && !relative(what.what.name)) classRef(what.what);
            refs.push({kind: 'method', name: className, member: what.offset.name, static: true, ...at(what.offset), text: `${what.what.name}::${what.offset.name}()`, args});
          } else visit(what.what);
        } else if ((what.kind === 'propertylookup' || what.kind === 'nullsafepropertylookup') && what.offset?.kind === 'identifier') {
          const className = receiverClass(what.what);
          if (className) {
            refs.push({kind: 'method', name: className, member: what.offset.name, ...at(what.offset), text: `$${what.what.name}->${what.offset.name}()`, args});
          }
          visit(what.what);
        } else visit(what);
        visit(node.arguments);
        return;
      }
      case 'staticlookup':
        if (node.what?.kind === 'name' && node.offset?.kind === 'identifier') {
          const rel = relative(node.what.name);
          const className = rel ?? scope.resolveClass(node.what.name);
          if (!rel) classRef(node.what);
          if (node.offset.name.toLowerCase() !== 'class') {
            refs.push({kind: 'class constant', name: className, member: node.offset.name, ...at(node.offset), text: `${node.what.name}::${node.offset.name}`});
          }
          return;
        }
        visit(node.what);
        return;
      case 'bin':
        if (node.type === 'instanceof') {
          visit(node.left);
          if (node.right?.kind === 'name') {
            if (!relative(node.right.name)) classRef(node.right);
          } else visit(node.right);
          return;
        }
        visit(node.left);
        visit(node.right);
        return;
      case 'property':
        typeRefs(node.type);
        visit(node.value);
        return;
      case 'catch':
        node.what.forEach((t: Node) => classRef(t));
        visit(node.body);
        return;
      case 'name': {
        // A bare name in an expression is a constant.
        const raw = node.name as string;
        if (['true', 'false', 'null'].includes(raw.toLowerCase())) return;
        const unqualified = !raw.includes('\\');
        const name = raw.startsWith('\\') ? raw.slice(1) : scope.namespace ? `${scope.namespace}\\${raw}` : raw;
        refs.push({kind: 'constant', name, ...at(node), text: raw, ...(unqualified && scope.namespace && {fallback: raw})});
        return;
      }
      default:
        for (const [key, value] of Object.entries(node)) {
          if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments' || key === 'attrGroups') continue;
          if (value && typeof value === 'object') visit(value);
        }
    }
  };
  visit(parsed.ast.children);
  return {refs, defines, imports: new Map(scope.uses)};
}
