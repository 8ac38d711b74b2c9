// Edits to installed Docusaurus modules that cost a docs page main-thread time while it loads, applied by
// ./checked-edit-loader.js. Figures are for /docs/apis/subsystems/form at a phone's size with the CPU
// slowed four times (scripts/bench/long-tasks.ts).
import path from 'node:path';

export interface CheckedEdit {
  /** The module's path under node_modules/@docusaurus. */
  file: string;
  from: string;
  to: string;
  /** Code put before the module's own, for what `to` needs. */
  prelude?: string;
}

const compareCodeUnits = 'function compareCodeUnits(x, y) { return x < y ? -1 : x > y ? 1 : 0; }\n';
const startTransition = "import {startTransition as startTransitionAfterHydration} from 'react';\n";
const afterLoad = [
  'function registerAfterLoad(register) {',
  "  const start = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => register(), {timeout: 5000}) : window.setTimeout(register, 1000));",
  "  if (document.readyState === 'complete') start();",
  "  else window.addEventListener('load', start, {once: true});",
  '}',
  '',
].join('\n');

export const checkedEdits: CheckedEdit[] = [
  // Two modules that every docs page runs while it hydrates sort short ASCII keys with localeCompare: the
  // docs plugins by path (to find the active one) and an object's keys (useShallowMemoObject). The first
  // localeCompare of a page loads the browser's collation data, about 90 ms; code-unit comparison gives
  // the same order for these keys.
  {file: path.join('plugin-content-docs', 'lib', 'client', 'docsClientUtils.js'), from: 'b[1].path.localeCompare(a[1].path)', to: 'compareCodeUnits(b[1].path, a[1].path)', prelude: compareCodeUnits},
  {file: path.join('theme-common', 'lib', 'utils', 'reactUtils.js'), from: 'a[0].localeCompare(b[0])', to: 'compareCodeUnits(a[0], b[0])', prelude: compareCodeUnits},
  // Once hydrated, the page learns that it runs in a browser and how wide the window is, and renders
  // again: the code blocks' buttons, the navbar's links, and on a phone the sidebar and table of contents
  // swap to their mobile forms. Set from an effect, these updates get React's default lane, which renders
  // in one piece: a 180 ms task on the Forms API page. As a transition the same render yields to the
  // browser every few milliseconds, and gives way to the reader's input.
  {file: path.join('core', 'lib', 'client', 'browserContext.js'), from: 'setIsBrowser(true);', to: 'startTransitionAfterHydration(() => setIsBrowser(true));', prelude: startTransition},
  {file: path.join('theme-common', 'lib', 'hooks', 'useWindowSize.js'), from: '        updateWindowSize();\n', to: '        startTransitionAfterHydration(updateWindowSize);\n', prelude: startTransition},
  // The offline app's service worker was registered while main.js ran, in the task that starts the page:
  // the worker library's chunk, the activation checks and the registration, about a sixth of that task.
  // Registered once the page has loaded and the browser is idle, it no longer delays hydration; the
  // install listeners are still added at once.
  {file: path.join('plugin-pwa', 'lib', 'registerSw.js'), from: "registerSW().catch((e) => console.error('registerSW failed', e));", to: "registerAfterLoad(() => registerSW().catch((e) => console.error('registerSW failed', e)));", prelude: afterLoad},
];
