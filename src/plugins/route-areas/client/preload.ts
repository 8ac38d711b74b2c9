// Stands in for @docusaurus/core's client preload (the plugin swaps it in for the core's own imports):
// Docusaurus preloads a path before it renders it, at hydration and on every navigation, so loading the
// path's route areas first puts its routes in the table before anything matches against it.
import corePreload from '@docusaurus/core/lib/client/preload.js';
import {loadAreas} from './areas';

export default function preload(pathname: string): Promise<unknown> {
  return loadAreas(pathname).then(() => corePreload(pathname));
}
