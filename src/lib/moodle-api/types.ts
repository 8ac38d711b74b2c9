/** Moodle's API in one version, read from a release tree by scripts/moodle-api/extract.ts. Facts only. */

export interface Deprecation {
  /** The version the docblock gives (`@deprecated since Moodle 4.1`), when it gives one. */
  since?: string;
  /** The tracker key the docblock names, when it names one. */
  key?: string;
}

interface Tagged {
  /** The version of `@since`, when the docblock has one. */
  since?: string;
  deprecated?: Deprecation;
}

export interface Param {
  name: string;
  type?: string;
  /** The default value as written (`null`, `IGNORE_MISSING`, `[]`). */
  default?: string;
  byRef?: true;
  variadic?: true;
  /** A constructor parameter promoted to a property, with its visibility. */
  promoted?: 'public' | 'protected' | 'private';
}

interface Located {
  component: string;
  /** The path from the tree's root. */
  file: string;
  line: number;
}

export interface MethodEntry extends Tagged {
  line: number;
  visibility: 'public' | 'protected' | 'private';
  static?: true;
  abstract?: true;
  final?: true;
  params: Param[];
  returns?: string;
  /** The body reads its arguments with func_get_args(): a call may pass more than `params` declares. */
  funcGetArgs?: true;
}

export interface ClassConstantEntry {
  line: number;
  visibility?: 'protected' | 'private';
  /** An enum case rather than a constant. */
  case?: true;
  deprecated?: Deprecation;
}

export interface ClassEntry extends Located, Tagged {
  kind: 'class' | 'interface' | 'trait' | 'enum';
  extends?: string;
  implements?: string[];
  traits?: string[];
  abstract?: true;
  final?: true;
  readonly?: true;
  methods: Record<string, MethodEntry>;
  constants: Record<string, ClassConstantEntry>;
}

export interface FunctionEntry extends Located, Tagged {
  params: Param[];
  returns?: string;
  funcGetArgs?: true;
}

export type ConstantEntry = Located;

export interface Capability extends Located {
  captype?: string;
  contextlevel?: string;
  /** Roles and the permission each gets by default (`CAP_ALLOW`). */
  archetypes?: Record<string, string>;
  risks?: string[];
  clonepermissionsfrom?: string;
}

export interface ExternalFunction extends Located {
  classname: string;
  methodname?: string;
  classpath?: string;
  type?: string;
  ajax?: boolean;
  loginrequired?: boolean;
  capabilities?: string[];
  services?: string[];
}

export interface HookCallback extends Located {
  hook: string;
  callback: string;
  priority?: number;
}

export interface EventEntry extends Located {
  abstract?: true;
  crud?: string;
  edulevel?: string;
}

export interface ScheduledTask extends Located {
  classname: string;
  minute?: string;
  hour?: string;
  day?: string;
  month?: string;
  dayofweek?: string;
  disabled?: boolean;
}

/**
 * An old class name that Moodle still loads as its new one: from `db/renamedclasses.php`, which the
 * autoloader reports as deprecated when it is used, or from a plain `class_alias()` (`alias`), which it does not.
 */
export interface RenamedClass extends Located {
  to: string;
  alias?: true;
}

export interface ApiSource {
  /** The public repository the tree was read from (owner/name on GitHub). */
  repository: string;
  commit: string;
  /** `$release` of the tree's version.php. */
  release: string;
  /** `$version` of the tree's version.php. */
  build: string;
  /** Moodle's release tag for this code, which links to the definitions point at. */
  tag: string;
}

export interface ApiTable {
  /** The docs version this table documents (4.1, 4.2, 4.3). */
  version: string;
  source: ApiSource;
  /** Plugin types and the folder each lives in, subplugin types included. */
  pluginTypes: Record<string, string>;
  /** Core subsystems and their folder (null where the code lives in lib/). */
  subsystems: Record<string, string | null>;
  /** The standard plugins of each type: the plugins a Moodle download contains. */
  plugins: Record<string, string[]>;
  classes: Record<string, ClassEntry>;
  /**
   * Classes that core's tests/ folders declare for plugins' tests to use (generators, base test cases,
   * mocks): their names, places and the lines of their public and protected methods, since the tables
   * otherwise leave tests out.
   */
  testClasses: Record<string, Located & {extends?: string; methods: Record<string, number>}>;
  /** Old class names and the class each now names: usable, but deprecated. */
  renamedClasses: Record<string, RenamedClass>;
  functions: Record<string, FunctionEntry>;
  constants: Record<string, ConstantEntry>;
  capabilities: Record<string, Capability>;
  externalFunctions: Record<string, ExternalFunction>;
  /** Classes that describe a hook (Moodle 4.3 and later). */
  hooks: Record<string, Located>;
  hookCallbacks: HookCallback[];
  events: Record<string, EventEntry>;
  tasks: ScheduledTask[];
}
