// The entry of a worker that reads pages (parallel.ts). It is JavaScript so that Node starts it; the
// TypeScript it requires runs through the loader of the parent process (tsx), passed on in execArgv.
require('./parse-worker-task');
