// Parses one code sample with its language's parser and says what is wrong, or null when it parses.
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import * as acorn from 'acorn';
import Mustache from 'mustache';
import {XMLValidator} from 'fast-xml-parser';
import type {CodeSample} from '../../../src/lib/codeSamples';
import {filesCompile} from './phpLint';

const run = promisify(execFile);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'samples-'));
let n = 0;

type PhpFinding = {phpLine: number; message: string} | {output: string};

// The docs versions share most pages: a code seen before is not linted again (1,120 distinct of 2,088).
const phpFindings = new Map<string, Promise<PhpFinding | null>>();

/** A file holding `code`. */
function phpFile(code: string): string {
  const file = path.join(tmp, `${n++}.php`);
  fs.writeFileSync(file, code);
  return file;
}

/** What php -l says of a file, with its line in the code. */
async function phpFinding(file: string): Promise<PhpFinding | null> {
  try {
    await run('php', ['-n', '-l', file]);
    return null;
  } catch (e) {
    const out = `${(e as {stdout?: string}).stdout ?? ''}${(e as {stderr?: string}).stderr ?? ''}`;
    const found = /(?:PHP )?(?:Parse|Fatal) error:\s*(.*?) in \S+ on line (\d+)/.exec(out);
    return found ? {phpLine: Number(found[2]), message: found[1]} : {output: out.trim() || String(e)};
  }
}

/**
 * Compiles the PHP of every sample at once (./phpLint.ts); php -l then runs only on a code that does not
 * compile, for its message, or that the one process could not answer for.
 */
export async function compilePhpSamples(samples: CodeSample[]): Promise<void> {
  const codes = [...new Set(samples.filter((s) => s.language === 'php').map((s) => s.code))].filter((code) => !phpFindings.has(code));
  const files = codes.map(phpFile);
  const compiles = await filesCompile(files);
  codes.forEach((code, i) => phpFindings.set(code, compiles[i] === true ? Promise.resolve(null) : phpFinding(files[i])));
}

/** What php -l says, with the line as the line of the markdown file. */
async function lintPhp({code, line, offset}: CodeSample): Promise<string | null> {
  if (!phpFindings.has(code)) phpFindings.set(code, phpFinding(phpFile(code)));
  const finding = await phpFindings.get(code)!;
  if (!finding) return null;
  return 'output' in finding ? finding.output : `line ${line + Math.max(1, finding.phpLine - offset)}: ${finding.message}`;
}

export async function sampleError(sample: CodeSample): Promise<string | null> {
  try {
    switch (sample.language) {
      case 'php':
        return await lintPhp(sample);
      case 'js':
        acorn.parse(sample.code, {ecmaVersion: 'latest', sourceType: 'module'});
        return null;
      case 'json':
        JSON.parse(sample.code);
        return null;
      case 'mustache':
        // Moodle's templates use blocks and inheritance ({{< parent}} … {{$block}} … {{/block}}), which
        // mustache.js does not know; as sections they keep the nesting the parser checks.
        Mustache.parse(sample.code.replace(/\{\{\s*[<$]/g, '{{#'));
        return null;
      case 'xml': {
        const result = XMLValidator.validate(sample.code);
        return result === true ? null : `${result.err.msg} (line ${result.err.line} of the block)`;
      }
    }
  } catch (e) {
    return (e as Error).message;
  }
}
