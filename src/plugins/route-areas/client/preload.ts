// Stands in for @docusaurus/core's client preload (the plugin swaps it in for the core's own imports):
// Docusaurus preloads a path before it renders it, at hydration and on every navigation, so loading the
// path's route areas first puts its routes in the table before anything matches against it.
// When an area had to be fetched, the core's preload waits for the next task: it starts loading the
// path's chunks, a script element each, and in the area's own task that made one long task of both.
import corePreload from '@docusaurus/core/lib/client/preload.js';
import {loadAreas, unloadedAreaChunks} from './areas';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export default function preload(pathname: string): Promise<unknown> {
  const fetching = unloadedAreaChunks(pathname).length > 0;
  return loadAreas(pathname)
    .then(() => (fetching ? nextTask() : undefined))
    .then(() => corePreload(pathname));
}
