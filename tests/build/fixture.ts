import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const fixtures = path.resolve(__dirname, '../fixtures');
const source = path.join(fixtures, 'site');

export interface BuildResult {
  ok: boolean;
  output: string;
}

/**
 * Copies the fixture site, applies `change` to the copy, builds it with the project's Docusaurus and
 * returns whether it built and what it printed. The copy sits beside the fixture, at the same depth,
 * so its config imports the project's config/ exactly as the fixture does. The build runs without
 * blocking the test worker, whose messages to Vitest time out while it waits on a synchronous child.
 */
export async function buildFixture(name: string, change: (dir: string) => void): Promise<BuildResult> {
  const dir = path.join(fixtures, `tmp-${name}`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.cpSync(source, dir, {recursive: true});
  try {
    change(dir);
    const project = path.resolve(__dirname, '../..');
    const child = spawn(path.join(project, 'node_modules', '.bin', 'docusaurus'), ['build', dir, '--out-dir', path.join(dir, 'build')], {
      cwd: project,
      env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'},
      timeout: 600_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const status = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    return {ok: status === 0, output: `${stdout}\n${stderr}`};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

/** Edits a file of a fixture copy in place. */
export function edit(dir: string, file: string, transform: (text: string) => string): void {
  const full = path.join(dir, file);
  fs.mkdirSync(path.dirname(full), {recursive: true});
  fs.writeFileSync(full, transform(fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : ''));
}
