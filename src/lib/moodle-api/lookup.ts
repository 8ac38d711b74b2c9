import type {ApiTable, ClassEntry, FunctionEntry, MethodEntry, Param} from './types';

const bare = (name: string) => name.replace(/^\\/, '');

/** A method as found on a class or one of its ancestors. */
export interface FoundMethod {
  /** The class, interface or trait that declares it. */
  owner: string;
  name: string;
  entry: MethodEntry;
}

/** Finds names in a table as PHP does: class, function and method names ignore case, constants do not. */
export class ApiIndex {
  private readonly classNames = new Map<string, string>();
  private readonly functionNames = new Map<string, string>();
  private methodOwners?: Map<string, string[]>;
  private renames?: Map<string, string>;
  private functionPrefixes?: Set<string>;
  private testNames?: Map<string, string>;

  constructor(readonly table: ApiTable) {
    for (const name of Object.keys(table.classes)) this.classNames.set(name.toLowerCase(), name);
    for (const name of Object.keys(table.functions)) this.functionNames.set(name.toLowerCase(), name);
  }

  get version(): string {
    return this.table.version;
  }

  /** The declared name of a class, or of the class an old, renamed name now stands for. */
  className(name: string): string | undefined {
    const key = bare(name).toLowerCase();
    return this.classNames.get(key) ?? this.classNames.get(this.renamed(key)?.toLowerCase() ?? '');
  }

  /** The declared name of a test helper class (`advanced_testcase` is core; `externallib_advanced_testcase` a helper of tests/). */
  testClassName(name: string): string | undefined {
    if (!this.testNames) this.testNames = new Map(Object.keys(this.table.testClasses).map((n) => [n.toLowerCase(), n]));
    return this.testNames.get(bare(name).toLowerCase());
  }

  /** The new name of a class that `db/renamedclasses.php` renamed, for an old name. */
  renamed(name: string): string | undefined {
    if (!this.renames) this.renames = new Map(Object.entries(this.table.renamedClasses).map(([from, {to}]) => [from.toLowerCase(), to]));
    return this.renames.get(bare(name).toLowerCase());
  }

  class(name: string): ClassEntry | undefined {
    const found = this.className(name);
    return found ? this.table.classes[found] : undefined;
  }

  functionName(name: string): string | undefined {
    return this.functionNames.get(bare(name).toLowerCase());
  }

  function(name: string): FunctionEntry | undefined {
    const found = this.functionName(name);
    return found ? this.table.functions[found] : undefined;
  }

  /** True when some function of the table starts with `prefix_`. */
  hasFunctionPrefix(prefix: string): boolean {
    if (!this.functionPrefixes) this.functionPrefixes = new Set([...this.functionNames.keys()].map((n) => n.split('\\').pop()!.split('_')[0]));
    return this.functionPrefixes.has(prefix.toLowerCase());
  }

  /** The class and its ancestors, nearest first: parents, then traits and interfaces. */
  *ancestry(name: string, seen = new Set<string>()): Generator<string> {
    const found = this.className(name);
    if (!found || seen.has(found)) return;
    seen.add(found);
    yield found;
    const entry = this.table.classes[found];
    for (const parent of [entry.extends, ...(entry.traits ?? []), ...(entry.implements ?? [])]) {
      if (parent) yield* this.ancestry(parent, seen);
    }
  }

  /** A method of a class, declared there or inherited. */
  method(className: string, methodName: string): FoundMethod | undefined {
    const wanted = methodName.toLowerCase();
    for (const owner of this.ancestry(className)) {
      for (const [name, entry] of Object.entries(this.table.classes[owner].methods)) {
        if (name.toLowerCase() === wanted) return {owner, name, entry};
      }
    }
    return undefined;
  }

  /** The classes that declare a method of this name, for a call whose receiver is unknown. */
  classesWithMethod(methodName: string): string[] {
    if (!this.methodOwners) {
      this.methodOwners = new Map();
      for (const [owner, entry] of [...Object.entries(this.table.classes), ...Object.entries(this.table.testClasses)]) {
        for (const name of Object.keys(entry.methods)) {
          const key = name.toLowerCase();
          this.methodOwners.set(key, [...(this.methodOwners.get(key) ?? []), owner]);
        }
      }
    }
    return this.methodOwners.get(methodName.toLowerCase()) ?? [];
  }

  /** A class constant or enum case, declared there or inherited. */
  classConstant(className: string, constant: string): {owner: string} | undefined {
    for (const owner of this.ancestry(className)) if (this.table.classes[owner].constants[constant]) return {owner};
    return undefined;
  }

  /** True when `child` is `ancestor` or extends or implements it. */
  isA(child: string, ancestor: string): boolean {
    const target = this.className(ancestor);
    return !!target && [...this.ancestry(child)].includes(target);
  }
}

/**
 * How many arguments a call may pass: the parameters without a default, and all of them (unbounded when
 * variadic, when the body reads func_get_args(), or for an abstract method that declares none, whose
 * implementations do).
 */
export function arity(entry: {params: Param[]; funcGetArgs?: true; abstract?: true}): {min: number; max: number} {
  const {params} = entry;
  const open = params.some((p) => p.variadic) || entry.funcGetArgs || (entry.abstract && !params.length);
  const min = params.filter((p) => p.default === undefined && !p.variadic).length;
  return {min, max: open ? Infinity : params.length};
}

/** A parameter as PHP writes it: `?array $params = null`. */
export function paramText(param: Param): string {
  const type = param.type ? `${param.type} ` : '';
  const value = param.default !== undefined ? ` = ${param.default}` : '';
  return `${param.promoted ? `${param.promoted} ` : ''}${type}${param.byRef ? '&' : ''}${param.variadic ? '...' : ''}$${param.name}${value}`;
}

/** A function or method's signature as PHP writes it, for a reader: `get_record_sql($sql, ?array $params = null, …)`. */
export function signature(name: string, entry: {params: Param[]; returns?: string; static?: true}, owner?: string): string {
  const call = owner ? `${owner}${entry.static ? '::' : '->'}${name}` : name;
  return `${call}(${entry.params.map(paramText).join(', ')})${entry.returns ? `: ${entry.returns}` : ''}`;
}
