import fs from 'node:fs';

// Debian's Chromium, as the browser tests and benchmarks launch it. The background-networking flags
// matter here: without them Chromium keeps calling hosts that this closed network refuses.
// CHROMIUM_PATH names another binary for both.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The browser tests run in Chromium's headless shell (Debian's chromium-headless-shell, the same engine
// without the browser around it), as Playwright does with the browsers it downloads: the browser tests of
// the built site took 433 s of CPU in it against 490–508 s in the full browser. Benchmarks that measure
// what a reader's browser does (Lighthouse, search timings) keep the full browser. Without the package the
// tests run in the full browser. The binary itself: /usr/bin/chromium-headless-shell is a shell script
// around it, through which Playwright could not launch it.
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
export const testBrowserPath = process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : chromiumPath);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
