// Runs ./write.ts in a process of its own: the plugin's post-build step hands it a job and reads its
// report. Converting 1,400 pages is most of a minute of one core's time; in the build's process it held
// the main thread, which the search index (src/plugins/search-local) needs at the same time, so the two
// ran one after the other on a machine with a second core to spare.
import {spawn} from 'node:child_process';
import path from 'node:path';
import type {TwinsJob, TwinsReport} from './write';

const isChild = process.argv[1] === __filename;

/** Runs the job in a child process (Node with tsx's loader, as the build scripts run) and resolves with its report. */
export function writeTwinsInChild(job: TwinsJob): Promise<TwinsReport> {
  return new Promise((resolve, reject) => {
    // The conversion makes many short-lived trees: with V8's young generation at 64 MB a semi-space rather
    // than its default, converting every page took 10.0 s of CPU instead of 14.1 s (for 0.15 GB more memory).
    const child = spawn(process.execPath, ['--max-semi-space-size=64', '--import', 'tsx', __filename], {cwd: path.resolve(__dirname, '../../..'), stdio: ['pipe', 'pipe', 'inherit']});
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`markdown-twins: the conversion process failed (exit ${code})`));
      resolve(JSON.parse(out) as TwinsReport);
    });
    child.stdin.end(JSON.stringify(job));
  });
}

if (isChild) {
  let input = '';
  process.stdin.on('data', (chunk: Buffer) => (input += chunk));
  process.stdin.on('end', () => {
    import('./write')
      .then(({writeTwins}) => writeTwins(JSON.parse(input) as TwinsJob))
      .then((report) => process.stdout.write(JSON.stringify(report)))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
}
