// Validates the upgrade notes of every version when the site loads (a bad note fails `docusaurus build` and
// `start`, naming the file and the note) and writes what each step's page shows (./present.ts):
// <UpgradeNotesList> reads it, the server bundle every step, the browser only a step it must render
// itself, as a chunk of its own; a served page's lists are adopted as they are.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {notesDir, showStep, stepVersions} from './present';

const componentDir = (siteDir: string) => path.join(siteDir, 'src', 'components', 'UpgradeNotes');

export default function upgradeNotesPlugin(context: LoadContext): Plugin<unknown> {
  return {
    name: 'upgrade-notes',
    getPathsToWatch: () => [path.join(context.siteDir, notesDir, '*.json')],
    loadContent: async () => stepVersions.map((version) => showStep(context.siteDir, version)),
    async contentLoaded({content, actions}) {
      const steps = content as ReturnType<typeof showStep>[];
      await Promise.all(steps.map((step) => actions.createData(`${step.version}.json`, JSON.stringify(step))));
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^\.\/steps$/, (resource: {context?: string; request: string}) => {
            if (resource.context === componentDir(context.siteDir)) resource.request = './steps.lazy';
          }),
        ],
      };
    },
  };
}
