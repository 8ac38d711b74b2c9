import {coreLayout} from '../moodle-api/core';
import type {Tree} from '../moodle-api/tree';
import {inVersion, parseUpgradeTxt, type UpgradeEntry} from './parse';

/** The entries of a version in every core upgrade.txt of its tree, with their component. */
export async function coreEntries(tree: Tree, version: string): Promise<(UpgradeEntry & {component: string})[]> {
  const layout = coreLayout(tree);
  const files = tree.paths.filter((path) => path.endsWith('upgrade.txt') && 'component' in layout.place(path));
  const texts = await tree.readMany(files);
  return files.flatMap((file) => {
    const place = layout.place(file) as {component: string};
    return parseUpgradeTxt(file, texts.get(file) ?? '')
      .filter((entry) => inVersion(entry.section, version))
      .map((entry) => ({...entry, component: place.component}));
  });
}
