import { openingModules } from '../../generated/screens';
import { pathAndParents } from './paths';

/**
 * Starts loading the screen module of the path the page opens on (its own, or that of the list or resource it is a
 * record screen of). Answers the load, or undefined for a path no generated screen shows.
 */
export function preloadOpeningScreen(pathname: string): Promise<unknown> | undefined {
  for (const path of pathAndParents(pathname)) {
    const load = openingModules[path];
    if (load) return load();
  }
  return undefined;
}
