// Where a page's main thread goes while it loads, for work on total blocking time: Chromium (Debian's)
// opens the page at a phone's size with its CPU slowed four times, as Lighthouse's mobile run assumes,
// and records a trace and a CPU profile until the network is idle. Prints each task over 50 ms with the
// call paths (innermost frames of the minified bundles, `function@file:column`) that took most of it; a
// task with no call path is the browser's own work (parsing HTML, style, layout).
// Usage: npx tsx scripts/bench/long-tasks.ts [path]   (needs build/; default: the Forms API page)
import {chromium} from 'playwright-core';
import {chromiumFlags, chromiumPath, serveBuild} from './lib';

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  args?: {data?: {frames?: {processId: number}[]}};
}
interface ProfileNode {
  id: number;
  callFrame: {functionName: string; url: string; columnNumber: number};
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The innermost frames of a sample's stack, outermost first, without the profiler's own nodes. */
function callPath(id: number, nodes: Map<number, ProfileNode>, parents: Map<number, number>): string {
  const frames: string[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const {functionName, url, columnNumber} = nodes.get(at)!.callFrame;
    if (url) frames.push(`${functionName || '(anonymous)'}@${url.split('/').pop()}:${columnNumber}`);
  }
  return frames.slice(0, 5).reverse().join(' > ');
}

async function main() {
  const path = process.argv[2] ?? '/docs/apis/subsystems/form';
  const server = await serveBuild(Number(process.env.BENCH_PORT ?? 3234));
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumFlags});
  try {
    const context = await browser.newContext({serviceWorkers: 'block', viewport: {width: 412, height: 823}});
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 200});
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents'});
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}${path}`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.waitForLoadState('networkidle');
    const {profile} = (await cdp.send('Profiler.stop')) as {profile: Profile};
    await cdp.send('Tracing.end');
    await complete;

    const start = events.find((e) => e.name === 'TracingStartedInBrowser');
    const pid = start?.args?.data?.frames?.[0]?.processId;
    const tasks = events.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000 && (pid === undefined || e.pid === pid)).sort((a, b) => a.ts - b.ts);
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parents = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
    let clock = profile.startTime;
    const samples = profile.samples.map((id, i) => ({id, ts: (clock += profile.timeDeltas[i] ?? 0)}));

    let blocking = 0;
    console.log(`Tasks over 50 ms on ${path} (CPU slowed 4x; times in ms from the start of the trace)`);
    for (const task of tasks) {
      const dur = task.dur! / 1000;
      blocking += dur - 50;
      const paths = new Map<string, number>();
      for (const s of samples) {
        if (s.ts < task.ts || s.ts > task.ts + task.dur!) continue;
        const where = callPath(s.id, nodes, parents);
        paths.set(where, (paths.get(where) ?? 0) + 1);
      }
      const total = [...paths.values()].reduce((a, b) => a + b, 0);
      console.log(`\n${Math.round((task.ts - (start?.ts ?? task.ts)) / 1000)} ms: a task of ${Math.round(dur)} ms`);
      for (const [where, count] of [...paths].sort((a, b) => b[1] - a[1]).slice(0, 4)) {
        console.log(`  ${Math.round((100 * count) / Math.max(total, 1))} %  ${where || '(the browser: parsing, style, layout, paint)'}`);
      }
    }
    console.log(`\n${tasks.length} tasks over 50 ms; their time over 50 ms adds up to ${Math.round(blocking)} ms (Lighthouse simulates its own)`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
