// The writer's check: links, anchors, tags, sidebars, front matter, release pages and leftover scaffold
// text, over the markdown sources, in seconds. Every finding is `file:line:column rule: message`.
//
// Usage: npm run check                     every page
//        npm run check -- --changed [BASE] the pages changed against BASE (main), and the pages linking to them
//        npm run check -- FILE...          the pages named
import {runCheck} from '../src/plugins/writer-check/check';
import {changedFiles, pagesForChange} from '../src/plugins/writer-check/changed';
import {siteLayout} from '../src/plugins/writer-check/layout';
import {formatReport} from '../src/plugins/writer-check/report';
import {loadSite} from '../src/plugins/writer-check/site';
import {rules} from '../src/plugins/writer-check/rules';
import {FactsCache} from '../src/plugins/writer-check/cache';
import type {Site} from '../src/plugins/writer-check/types';

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log('npm run check [-- --changed [BASE] | FILE...]\n\nRules:');
    for (const rule of rules) console.log(`  ${rule.name.padEnd(13)}${rule.description}`);
    return 0;
  }
  const started = performance.now();
  let files: string[] | undefined;
  let loaded: {site: Site; cache: FactsCache} | undefined;
  const changedAt = argv.indexOf('--changed');
  if (changedAt >= 0) {
    const base = argv[changedAt + 1] && !argv[changedAt + 1].startsWith('-') ? argv[changedAt + 1] : 'main';
    const changed = changedFiles(siteLayout.siteDir, base);
    const cache = new FactsCache(siteLayout.siteDir);
    loaded = {site: await loadSite(siteLayout, cache), cache};
    files = pagesForChange(loaded.site, changed) ?? undefined;
    console.log(files ? `changed against ${base}: ${files.length} page${files.length === 1 ? '' : 's'} to check` : `changed against ${base}: a file every page depends on, so every page`);
  } else if (argv.length) {
    files = argv;
  }
  const {findings, pages, readInWorkers} = await runCheck({layout: siteLayout, files, loaded, parallel: true});
  console.log(formatReport(findings, pages));
  if (readInWorkers) console.log(`read ${readInWorkers} pages not in the cache (node_modules/.cache/writer-check) in worker threads`);
  const cpu = process.cpuUsage();
  console.log(`check: ${((performance.now() - started) / 1000).toFixed(1)} s, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`);
  return findings.length ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`check: ${err.stack ?? err.message}`);
    process.exit(2);
  },
);
