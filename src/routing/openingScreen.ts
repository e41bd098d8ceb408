import { routes } from '../generated/routes';

/** Starts loading the screen module of the route the page opens on (§2 routes and their resource paths). */
export function preloadOpeningScreen(path: string): Promise<unknown> | undefined {
  const opens = (base: string) => path === base || path.startsWith(`${base}/`);
  return routes.find((r) => r.screens && (opens(r.path) || opens(`/${r.resource}`)))?.screens?.preload();
}
