import {coreLayout} from '../moodle-api/core';
import type {Tree} from '../moodle-api/tree';
import {inVersion, parseUpgradeTxt, type UpgradeEntry} from './parse';

/** The entries of a version in every core upgrade.txt of its tree, with their component. */
export async function coreEntries(tree: Tree, version: string): Promise<(UpgradeEntry & {component: string})[]> {
  const layout = coreLayout(tree);
  const files = tree.paths.filter((path) => path.endsWith('upgrade.txt') && 'component' in layout.place(path));
  const texts = await tree.readMany(files);
  const typeRoots = new Map(Object.entries(layout.pluginTypes).map(([type, dir]) => [dir, type]));
  return files.flatMap((file) => {
    // The upgrade.txt of a plugin type's folder (mod/upgrade.txt, mod/quiz/accessrule/upgrade.txt) speaks
    // for every plugin of that type: its component is the type.
    const type = typeRoots.get(file.slice(0, file.lastIndexOf('/')));
    const place = type ? {component: type} : (layout.place(file) as {component: string});
    return parseUpgradeTxt(file, texts.get(file) ?? '')
      .filter((entry) => inVersion(entry.section, version))
      .map((entry) => ({...entry, component: place.component}));
  });
}
