// The fixture site of the rules' tests (fixtures/site: two docs plugins, a docs version, release data),
// copied to a temporary folder so that a test can make one writer's mistake in it and run the check.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {runCheck, type CheckResult} from './check';
import type {Layout} from './site';
import type {Rule} from './types';

export const fixtureDir = path.join(__dirname, 'fixtures/site');

export const layoutOf = (siteDir: string): Layout => ({
  siteDir,
  instances: [
    {path: 'docs', routeBasePath: 'docs', sidebarPath: './sidebars.ts'},
    {id: 'general', path: 'general', routeBasePath: 'general', sidebarPath: './sidebarsGeneral.ts'},
  ],
});

/** Copies the fixture, lets `change` edit the copy (files relative to it), checks it and removes it. */
export type Edit = (file: string, transform: (text: string) => string) => void;

export async function checkFixture(change: (edit: Edit, dir: string) => void | Promise<void>, options: {rules?: Rule[]; files?: string[]} = {}): Promise<CheckResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'writer-check-'));
  try {
    fs.cpSync(fixtureDir, dir, {recursive: true});
    const edit: Edit = (file, transform) => {
      const full = path.join(dir, file);
      fs.mkdirSync(path.dirname(full), {recursive: true});
      fs.writeFileSync(full, transform(fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : ''));
    };
    await change(edit, dir);
    return await runCheck({layout: layoutOf(dir), persist: false, ...options});
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

export const lines = (result: CheckResult) => result.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}: ${f.message}`);
