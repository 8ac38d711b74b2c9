// Rebuilds only the search index over an existing build (default build/), as the build's postBuild step
// does: for working on what pages hand the index without building the site again.
// Usage: npx tsx scripts/search/reindex.ts [outDir]
import {buildSearchIndex} from '../../src/plugins/search-local/buildIndex';

const outDir = process.argv[2] ?? 'build';
buildSearchIndex(outDir)
  .then((stats) => console.log(`Indexed ${stats.pages} pages in ${stats.seconds.toFixed(1)} s; index ${(stats.bytes / 1024 / 1024).toFixed(2)} MB`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
