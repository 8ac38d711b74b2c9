import {XMLParser} from 'fast-xml-parser';
import {declarations, type Node, literal, parsePhp, Scope} from './php';
import type {Tree} from './tree';

/** What belongs to Moodle core in a tree: its subsystems and standard plugins, and the component of each file. */
export interface CoreLayout {
  pluginTypes: Record<string, string>;
  subsystems: Record<string, string | null>;
  plugins: Record<string, string[]>;
  /** The component a file belongs to, or why it is left out. */
  place(path: string): {component: string} | {excluded: string};
}

/** Folders that are never API: tests and their fixtures, Composer's and npm's packages. */
const excludedSegments = new Set(['tests', 'fixtures', 'vendor', 'node_modules']);

function readJson(tree: Tree, path: string): Record<string, unknown> | undefined {
  const text = tree.read(path);
  return text === undefined ? undefined : JSON.parse(text);
}

/** `core_plugin_manager::standard_plugins_list()`: the `$standard_plugins` array it returns from. */
export function standardPlugins(code: string): Record<string, string[]> {
  const scope = new Scope();
  for (const node of declarations(parsePhp(code, 'lib/classes/plugin_manager.php').children, scope)) {
    if (node.kind !== 'class') continue;
    const method = node.body.find((m: Node) => m.kind === 'method' && m.name.name === 'standard_plugins_list');
    for (const statement of method?.body.children ?? []) {
      const e = statement.expression;
      if (e?.kind === 'assign' && e.left.kind === 'variable' && e.left.name === 'standard_plugins') {
        return literal(e.right, scope, code) as Record<string, string[]>;
      }
    }
  }
  throw new Error('lib/classes/plugin_manager.php: no $standard_plugins array in standard_plugins_list()');
}

/** The folders a component's thirdpartylibs.xml names, relative to the tree. */
function thirdPartyFolders(tree: Tree, dirs: string[]): string[] {
  const parser = new XMLParser({isArray: (name) => name === 'library'});
  const out: string[] = [];
  for (const dir of dirs) {
    const xml = tree.read(`${dir}/thirdpartylibs.xml`);
    if (!xml) continue;
    for (const library of parser.parse(xml).libraries?.library ?? []) {
      if (library.location) out.push(`${dir}/${String(library.location).replace(/\/$/, '')}`);
    }
  }
  return out;
}

function longestPrefix<T>(path: string, dirs: Map<string, T>): [string, T] | undefined {
  let best: [string, T] | undefined;
  for (const [dir, value] of dirs) {
    if (path.startsWith(`${dir}/`) && (!best || dir.length > best[0].length)) best = [dir, value];
  }
  return best;
}

export function coreLayout(tree: Tree): CoreLayout {
  const components = readJson(tree, 'lib/components.json') as {plugintypes: Record<string, string>; subsystems: Record<string, string | null>};
  if (!components) throw new Error('lib/components.json is missing: is this a Moodle tree?');
  const managerCode = tree.read('lib/classes/plugin_manager.php');
  if (!managerCode) throw new Error('lib/classes/plugin_manager.php is missing: is this a Moodle tree?');
  const standard = standardPlugins(managerCode);

  // Subplugin types are declared by their parent plugin: follow them until no new type appears.
  const pluginTypes: Record<string, string> = {...components.plugintypes};
  for (let added = true; added; ) {
    added = false;
    for (const [type, names] of Object.entries(standard)) {
      if (!pluginTypes[type]) continue;
      for (const name of names) {
        const declared = readJson(tree, `${pluginTypes[type]}/${name}/db/subplugins.json`);
        const types = (declared?.plugintypes ?? declared?.subplugintypes ?? {}) as Record<string, string>;
        for (const [subtype, dir] of Object.entries(types)) {
          if (!pluginTypes[subtype]) {
            pluginTypes[subtype] = dir;
            added = true;
          }
        }
      }
    }
  }

  const plugins: Record<string, string[]> = {};
  for (const [type, names] of Object.entries(standard)) if (pluginTypes[type]) plugins[type] = [...names].sort();
  const typeRoots = new Map(Object.entries(pluginTypes).map(([type, dir]) => [dir, type]));
  const subsystemDirs = new Map(
    Object.entries(components.subsystems)
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(([name, dir]) => [dir, `core_${name}`]),
  );
  const componentDirs = ['lib', ...subsystemDirs.keys()];
  for (const [type, names] of Object.entries(plugins)) for (const name of names) componentDirs.push(`${pluginTypes[type]}/${name}`);
  const thirdParty = new Map(thirdPartyFolders(tree, componentDirs).map((dir) => [dir, true]));

  const files = new Set(tree.paths);

  function place(path: string): {component: string} | {excluded: string} {
    const segments = path.split('/');
    const segment = segments.slice(0, -1).find((s) => excludedSegments.has(s));
    if (segment) return {excluded: segment};
    if (longestPrefix(path, thirdParty) || thirdParty.has(path)) return {excluded: 'third-party library'};
    if (segments.length === 1) return path === 'config.php' ? {excluded: 'a site configuration'} : {component: 'core'};

    const root = longestPrefix(path, typeRoots);
    const subsystem = longestPrefix(path, subsystemDirs);
    const rest = root ? path.slice(root[0].length + 1).split('/') : [];
    // A folder under a plugin type's folder is a plugin when it has a version.php, as Moodle decides:
    // `auth/classes/` belongs to the auth subsystem, `auth/manual/` is a plugin.
    if (root && rest.length > 1 && files.has(`${root[0]}/${rest[0]}/version.php`) && (!subsystem || root[0].length >= subsystem[0].length)) {
      const [type, name] = [root[1], rest[0]];
      return plugins[type]?.includes(name) ? {component: `${type}_${name}`} : {excluded: `not a standard plugin (${type}_${name})`};
    }
    if (subsystem) return {component: subsystem[1]};
    // Every other folder of a Moodle download is core (login/, error/, iplookup/…), but for tooling folders.
    return segments[0].startsWith('.') ? {excluded: `not a core folder (${segments[0]}/)`} : {component: 'core'};
  }

  return {pluginTypes, subsystems: components.subsystems, plugins, place};
}
