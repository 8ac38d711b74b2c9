// What the JavaScript loaded before interaction is made of. Builds the site once more with client source
// maps (scripts/bench/sourcemap.config.ts, no persistent cache, into a temporary folder), opens the
// benchmark pages in Chromium like bundle.ts, and attributes every byte of every loaded script to the
// source module it came from, grouped: the route table and other generated modules, React, the router,
// each theme component, Prism and its languages, Mermaid, DocSearch, our own src/. The gzipped figure of
// a group is what gzip saves when the group's bytes are left out of its chunk (its marginal cost).
// Usage: npx tsx scripts/bench/composition.ts [--reuse]   (--reuse: keep the last source-map build)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {measurePages, type LoadedFile} from './bundle';
import {benchPages, buildCommand, kb, printTable, run, serveBuild, writeResult} from './lib';

const outDir = path.join(os.tmpdir(), 'moodledev-sourcemap-build');

const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one mappings segment (base64 VLQ) into its numbers. */
function decodeSegment(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = VLQ.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** The stretches of one generated script that each source module produced, from its source map. */
export function rangesBySource(code: string, map: {sources: string[]; mappings: string}): Map<string, [number, number][]> {
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const lineEnd = (n: number) => (n + 1 < lineStarts.length ? lineStarts[n + 1] : code.length);
  const result = new Map<string, [number, number][]>();
  const add = (source: string, from: number, to: number) => {
    if (to > from) result.set(source, [...(result.get(source) ?? []), [from, to]]);
  };
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineNo) => {
    if (lineNo >= lineStarts.length) return;
    const base = lineStarts[lineNo];
    let column = 0;
    const segments: {col: number; source: number | null}[] = [];
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const f = decodeSegment(seg);
      column += f[0];
      if (f.length >= 4) sourceIndex += f[1];
      segments.push({col: column, source: f.length >= 4 ? sourceIndex : null});
    }
    add('[runtime glue]', base, base + (segments.length ? segments[0].col : lineEnd(lineNo) - base));
    segments.forEach((seg, i) => {
      const end = i + 1 < segments.length ? base + segments[i + 1].col : lineEnd(lineNo);
      add(seg.source === null ? '[runtime glue]' : map.sources[seg.source], base + seg.col, end);
    });
  });
  return result;
}

/** gzip bytes saved if the given stretches were not in the script (marginal cost, level 6). */
function gzipWithout(code: string, ranges: [number, number][], full: number): number {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [from, to] of sorted) {
    out += code.slice(at, from);
    at = Math.max(at, to);
  }
  out += code.slice(at);
  return full - zlib.gzipSync(out, {level: 6}).length;
}

/** The group a source module belongs to, for the report. */
export function groupOf(source: string): string {
  const s = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '').replace(/\?.*$/, '').replace(/^.*?node_modules\//, 'node_modules/');
  if (s.startsWith('[')) return s;
  if (s.includes('.docusaurus/')) {
    const file = s.slice(s.indexOf('.docusaurus/') + 12);
    if (/^(registry|routes|routesChunkNames)/.test(file)) return `route table (.docusaurus/${file})`;
    return `generated (.docusaurus/${file.split('/')[0]})`;
  }
  if (s.startsWith('node_modules/')) {
    const parts = s.slice(13).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    const rest = parts.slice(pkg.split('/').length);
    if (pkg === 'prismjs' && rest[0] === 'components') return 'prismjs languages (additionalLanguages)';
    if (pkg === '@docusaurus/theme-classic' || pkg === '@docusaurus/theme-common') {
      const i = rest.indexOf('theme');
      return i >= 0 ? `${pkg}: ${rest[i + 1]}` : `${pkg}: ${rest.slice(-2).join('/')}`;
    }
    if (pkg === '@docusaurus/core') return `@docusaurus/core: ${rest.slice(-2).join('/')}`;
    return pkg;
  }
  const ours = /^(src\/(?:components|theme|plugins)\/[^/]+|src\/[^/]+|config\/[^/]+)/.exec(s);
  return ours ? ours[1] : s;
}

async function sourceMapBuild(): Promise<void> {
  const [command, ...args] = buildCommand;
  const r = await run(command, [...args, '--config', 'scripts/bench/sourcemap.config.ts', '--out-dir', outDir], {
    env: {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
  });
  if (r.code !== 0) {
    console.error(r.output.slice(-4000));
    throw new Error('the source-map build failed');
  }
}

async function main() {
  if (!process.argv.includes('--reuse') || !fs.existsSync(path.join(outDir, 'index.html'))) await sourceMapBuild();
  const server = await serveBuild(Number(process.env.BENCH_PORT ?? 3234), outDir);
  let pages;
  try {
    pages = await measurePages(server.url, benchPages);
  } finally {
    await server.close();
  }

  const report = [];
  for (const page of pages) {
    const groups = new Map<string, {raw: number; gzip: number; files: Set<string>}>();
    const add = (group: string, raw: number, gzip: number, file: string) => {
      const g = groups.get(group) ?? {raw: 0, gzip: 0, files: new Set<string>()};
      g.raw += raw;
      g.gzip += gzip;
      g.files.add(file);
      groups.set(group, g);
    };
    for (const f of page.files as LoadedFile[]) {
      const local = path.join(outDir, f.url);
      const name = path.basename(f.url);
      if (f.type === 'stylesheet' || !fs.existsSync(`${local}.map`)) {
        add(f.type === 'stylesheet' ? `CSS ${name}` : `[no source map] ${name}`, f.raw, f.gzip, name);
        continue;
      }
      const code = fs.readFileSync(local, 'utf8');
      const full = zlib.gzipSync(code, {level: 6}).length;
      const byGroup = new Map<string, [number, number][]>();
      for (const [source, ranges] of rangesBySource(code, JSON.parse(fs.readFileSync(`${local}.map`, 'utf8')))) {
        const group = groupOf(source);
        byGroup.set(group, [...(byGroup.get(group) ?? []), ...ranges]);
      }
      for (const [group, ranges] of byGroup) {
        const raw = ranges.reduce((n, [a, b]) => n + b - a, 0);
        // Small groups cost too little to be worth a gzip pass each: share the file's ratio out.
        add(group, raw, raw > 2048 ? gzipWithout(code, ranges, full) : (raw / code.length) * full, name);
      }
    }
    const rows = [...groups.entries()]
      .map(([group, g]) => ({group, rawKB: kb(g.raw), gzipKB: kb(g.gzip), files: [...g.files].join(' ')}))
      .sort((a, b) => b.gzipKB - a.gzipKB);
    report.push({path: page.path, totalGzipKB: kb(page.js.gzip + page.css.gzip), groups: rows});
    printTable(
      `What ${page.path} loads before interaction (${kb(page.js.gzip + page.css.gzip)} KB gzipped; top 25 groups)`,
      rows.slice(0, 25).map((r) => ({group: r.group, 'raw KB': r.rawKB, 'gzip KB saved if removed': r.gzipKB, files: r.files.slice(0, 60)})),
    );
  }
  console.log(`wrote ${writeResult('composition', {note: 'gzip per group: bytes saved if its code were left out of its chunk (groups under 2 KB raw: share of the chunk)', pages: report})}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
