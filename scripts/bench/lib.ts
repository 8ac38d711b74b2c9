// Shared helpers of the benchmarks: where results go, how tables print, how to run and watch processes,
// how to serve a build like the static host does and launch Debian's Chromium.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const root = path.resolve(__dirname, '../..');

/** `npm run build` itself, so that the benchmarks build as the README's command does; arguments after it go to the build. */
export const buildCommand: string[] = ['npm', 'run', '--silent', 'build', '--'];
export const outDir = path.join(root, 'artifacts/bench');
export {chromiumFlags, chromiumPath} from '../../tests/chromium';
/**
 * The pages the design measures: the home page, a long docs page, release pages (4.0 and 3.9 list the
 * most items of their branches) and a page with a diagram.
 */
export const benchPages = ['/', '/docs/apis/subsystems/form', '/general/releases/4.2', '/general/releases/4.0', '/general/releases/3.9', '/docs/guides/git', '/docs/upgrade-notes'];

// Other work on the machine skews every figure: each result records the load it was measured under, from
// when its first run started (after untilQuiet's wait, where a benchmark waits).
let loadAtStart = os.loadavg()[0];
let waited = false;

/**
 * Waits until the 1-minute load average is under `below` (at most `maxS` seconds), so that a run of a
 * series does not start while the one before it (a build leaves the load average at 2 to 4) or other work
 * still holds the cores; a cold run's `docusaurus clear` also leaves this disk slow to create files for a
 * minute or so (ARCHITECTURE.md, outputs). It cannot quiet the host: the same cold build still took 59 to
 * 72 s, with 100 to 121 s of CPU, from runs that each started under 1.
 */
export async function untilQuiet(below = 1, maxS = 180): Promise<void> {
  const started = Date.now();
  while (os.loadavg()[0] >= below && Date.now() - started < maxS * 1000) await new Promise((resolve) => setTimeout(resolve, 2000));
  const waitedS = Math.round((Date.now() - started) / 1000);
  if (!waited) loadAtStart = os.loadavg()[0];
  waited = true;
  if (waitedS > 0) console.log(`waited ${waitedS} s for a quiet machine (load average ${os.loadavg()[0].toFixed(2)})`);
}

export function writeResult(name: string, data: unknown): string {
  fs.mkdirSync(outDir, {recursive: true});
  const file = path.join(outDir, `${name}.json`);
  const machine = {cores: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGB: Math.round(os.totalmem() / 2 ** 30), node: process.versions.node, loadAverage1mAtStart: loadAtStart, loadAverage1mAtEnd: os.loadavg()[0]};
  fs.writeFileSync(file, `${JSON.stringify({measuredAt: new Date().toISOString(), machine, ...(data as object)}, null, 2)}\n`);
  if (loadAtStart > machine.cores || machine.loadAverage1mAtEnd > machine.cores) {
    console.warn(`warning: load average ${loadAtStart.toFixed(1)} -> ${machine.loadAverage1mAtEnd.toFixed(1)} on ${machine.cores} cores: other work skewed these figures`);
  }
  return path.relative(root, file);
}

/** Prints rows as an aligned text table. */
export function printTable(title: string, rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]);
  const cell = (v: string | number | undefined) => (v === undefined ? '' : String(v));
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (vals: string[]) => vals.map((v, i) => (i === 0 ? v.padEnd(width[i]) : v.padStart(width[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(cols));
  console.log(width.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(cols.map((c) => cell(r[c]))));
}

export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
export const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
export const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** Every descendant of a process (and itself), read from /proc. */
function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const out: number[] = [];
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    out.push(p);
    stack.push(...(children.get(p) ?? []));
  }
  return out;
}

// /proc/<pid>/stat counts CPU time in clock ticks, 100 a second on Linux.
const ticksPerSecond = 100;

/** Resident memory (bytes) and CPU time used so far (seconds) of one process, or null once it is gone. */
function processFigures(pid: number): {rss: number; cpuS: number} | null {
  try {
    const rss = Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {rss, cpuS: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond};
  } catch {
    return null;
  }
}

/** Resident memory of a process tree, summed, in bytes. */
export function treeRss(pid: number): number {
  return processTree(pid).reduce((total, p) => total + (processFigures(p)?.rss ?? 0), 0);
}

export interface Sample {
  atMs: number;
  /** Resident memory of the whole tree, summed, and of its largest process. */
  treeRss: number;
  largestRss: number;
  /** CPU seconds used so far by every process of the tree, ended ones included (as last seen). */
  cpuS: number;
}

export interface RunResult {
  code: number | null;
  wallMs: number;
  /** Peak of the summed resident memory of the whole process tree, sampled every 100 ms. */
  peakTreeRss: number;
  output: string;
  /** Each output line with the time it arrived, from the start. */
  lines: {atMs: number; text: string}[];
  samples: Sample[];
}

/** Runs a command, sampling the memory and CPU time of its process tree, and keeps its output. */
export function run(command: string, args: string[], options: {env?: NodeJS.ProcessEnv; echo?: boolean} = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {cwd: root, env: {...process.env, ...options.env}});
    let output = '';
    let partial = '';
    const lines: RunResult['lines'] = [];
    const samples: Sample[] = [];
    const cpuOf = new Map<number, number>();
    let peak = 0;
    const onData = (d: Buffer) => {
      output += d.toString();
      const text = partial + d.toString();
      const parts = text.split('\n');
      partial = parts.pop()!;
      for (const line of parts) lines.push({atMs: Date.now() - started, text: line});
      if (options.echo) process.stdout.write(d);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const sample = () => {
      let tree = 0;
      let largest = 0;
      for (const pid of processTree(child.pid!)) {
        const figures = processFigures(pid);
        if (!figures) continue;
        tree += figures.rss;
        largest = Math.max(largest, figures.rss);
        cpuOf.set(pid, figures.cpuS);
      }
      peak = Math.max(peak, tree);
      samples.push({atMs: Date.now() - started, treeRss: tree, largestRss: largest, cpuS: [...cpuOf.values()].reduce((a, b) => a + b, 0)});
    };
    const timer = setInterval(sample, 100);
    child.on('close', (code) => {
      clearInterval(timer);
      if (partial) lines.push({atMs: Date.now() - started, text: partial});
      resolve({code, wallMs: Date.now() - started, peakTreeRss: peak, output, lines, samples});
    });
  });
}

/** Figures GNU time -v prints: CPU seconds and the largest single process's peak resident memory. */
export function parseGnuTime(output: string): {userS: number; systemS: number; maxRssBytes: number} {
  const num = (label: string) => Number(new RegExp(`${label}: ([\\d.]+)`).exec(output)?.[1] ?? NaN);
  return {
    userS: num('User time \\(seconds\\)'),
    systemS: num('System time \\(seconds\\)'),
    maxRssBytes: num('Maximum resident set size \\(kbytes\\)') * 1024,
  };
}

/** Polls a URL until it answers 200 with a body that passes the check; resolves with the elapsed time. */
export async function waitFor(url: string, check: (body: string) => boolean, timeoutMs: number, started = Date.now()): Promise<number> {
  for (;;) {
    try {
      const res = await fetch(url);
      const body = await res.text();
      if (res.status === 200 && check(body)) return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Ends a process we started and everything it started (it runs in its own process group). */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('close', () => resolve());
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, 5000).unref();
  });
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
};

/** Netlify-style `_headers`: a path pattern line, then indented `Name: value` lines. */
function parseHeaders(text: string): {pattern: RegExp; headers: [string, string][]}[] {
  const rules: {pattern: RegExp; headers: [string, string][]}[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const re = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({pattern: new RegExp(`^${re}$`), headers: []});
    } else if (rules.length) {
      const i = line.indexOf(':');
      rules[rules.length - 1].headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

/**
 * Serves build/ on a loopback port the way the production static host does: `route` answers with
 * `route.html` (trailingSlash false), unknown paths with 404.html, `_headers` applied (CSP, caching),
 * text gzipped when the client accepts it. `docusaurus serve` compresses nothing, which would make
 * Lighthouse's simulated network charge every page for uncompressed bytes.
 */
export async function serveBuild(port: number, dir = path.join(root, 'build')): Promise<{url: string; close: () => Promise<void>}> {
  if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} has no build: run \`npm run build\` first`);
  const headerRules = fs.existsSync(path.join(dir, '_headers')) ? parseHeaders(fs.readFileSync(path.join(dir, '_headers'), 'utf8')) : [];
  const resolve = (pathname: string): string | null => {
    const rel = decodeURIComponent(pathname).replace(/^\/+/, '').replace(/\/+$/, '');
    for (const candidate of rel === '' ? ['index.html'] : [rel, `${rel}.html`, `${rel}/index.html`]) {
      const file = path.join(dir, candidate);
      if (file.startsWith(dir) && fs.existsSync(file) && fs.statSync(file).isFile()) return file;
    }
    return null;
  };
  const server = http.createServer((req, res) => {
    const {pathname} = new URL(req.url ?? '/', 'http://localhost');
    const found = resolve(pathname);
    const file = found ?? path.join(dir, '404.html');
    const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
    let body = fs.readFileSync(file);
    const headers: Record<string, string> = {'Content-Type': type};
    for (const rule of headerRules) if (rule.pattern.test(pathname)) for (const [k, v] of rule.headers) headers[k] = v;
    if (/text|javascript|json|xml|svg|wasm/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      body = zlib.gzipSync(body, {level: 6});
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(found ? 200 : 404, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {url: `http://127.0.0.1:${port}`, close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
