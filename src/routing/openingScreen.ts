import { routeOfPath } from './routeTable';

/** Starts loading the screen module of the route the page opens on (its list, or the record screen below it). */
export function preloadOpeningScreen(path: string): Promise<unknown> | undefined {
  return routeOfPath(path)?.screens?.preload();
}
