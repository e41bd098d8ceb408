import type { Model } from '../model';
import { HEADER, Imports, literal, raw, str } from './code';

/**
 * src/generated/pages.ts: the routes.yaml page keys as a type, and the screens features build for them, loaded
 * lazily with their route. A page without a screen is planned (crossRefs.ts refuses any other).
 */
export function emitPages(model: Model): string {
  const imports = new Imports().add('react', 'lazy').addType('react', 'ComponentType', 'LazyExoticComponent');
  const built = model.routes.pages.filter((p) => p.component !== undefined);
  const screens = Object.fromEntries(built.map((p) => {
    const [feature, name] = p.component!.split('/');
    return [p.key, raw(`lazy(() => import(${str(`../features/${feature}`)}).then((m) => ({ default: m.${name} })))`)];
  }));
  const keys = model.routes.pages.map((p) => str(p.key));
  return [
    HEADER('routes.yaml'),
    imports.print(),
    '',
    '/** The keys of the routes.yaml pages. */',
    `export type PageKey = ${keys.length ? keys.join(' | ') : 'never'};`,
    '',
    '/** The screens hand-written features build, by page key. */',
    `export const pageScreens: Partial<Record<PageKey, LazyExoticComponent<ComponentType>>> = ${literal(screens)};`,
    '',
  ].join('\n');
}
