// Stands in for @docusaurus/core's client preload (the plugin swaps it in for the core's own imports):
// Docusaurus preloads a path before it renders it, at hydration and on every navigation, so loading the
// path's route areas first puts its routes in the table before anything matches against it.
// The core's preload waits for the next task: it starts loading the path's chunks, a script element each,
// and in the task before it (the area's, or at hydration the whole of main.js) that made one long task.
import corePreload from '@docusaurus/core/lib/client/preload.js';
import {loadAreas} from './areas';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export default function preload(pathname: string): Promise<unknown> {
  return loadAreas(pathname)
    .then(nextTask)
    .then(() => corePreload(pathname));
}
