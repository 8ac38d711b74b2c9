// Whether PHP files compile, many in one PHP process: `php -l` lints one file a process, and a process
// costs about 10 ms of CPU, a second for every hundred of the docs' 1,120 distinct PHP samples.
// ./compile.php compiles each file with OPcache's opcache_compile_file, the compilation `php -l` does,
// without running it. A compile error is fatal in PHP; OPcache catches it, and the file reads "fail".
import {spawn} from 'node:child_process';
import path from 'node:path';

const compileScript = path.join(__dirname, 'compile.php');

/**
 * For each file, whether it compiles: true, false, or undefined where the process could not say (no
 * OPcache in this PHP, or the process ended early); the caller lints those with `php -l`.
 */
export function filesCompile(files: string[]): Promise<(boolean | undefined)[]> {
  return new Promise((resolve) => {
    const php = spawn('php', ['-n', '-d', 'zend_extension=opcache', '-d', 'opcache.enable_cli=1', '-d', 'display_errors=0', compileScript], {stdio: ['pipe', 'pipe', 'ignore']});
    let out = '';
    php.stdout.on('data', (chunk: Buffer) => (out += chunk));
    const answer = () => {
      const lines = out.split('\n');
      resolve(files.map((_, i) => (lines[i] === 'ok' ? true : lines[i] === 'fail' ? false : undefined)));
    };
    php.on('error', answer);
    php.on('close', answer);
    php.stdin.on('error', () => {});
    php.stdin.end(files.map((f) => `${f}\n`).join(''));
  });
}
