import { createElement, use, type ComponentType } from 'react';

/** A promise carrying its outcome in the fields React's `use` reads, so a settled one is read without suspending. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

declare const remembered: unique symbol;
/** A module's import, started once and shared (moduleLoader): what lazyScreen reads its screens from. */
export type ModuleLoader<M> = (() => Promise<M>) & { readonly [remembered]: true };

/**
 * One import of a screen module, shared by everything that starts it early (the opening screen, the access check, the
 * menu's idle-time preload) and the screens that show it. The promise records its outcome as it settles, so a screen
 * rendered after its module is in reads it at once. A failed import stays failed, as React.lazy's does: importing
 * again on every render of an error would fetch a removed file forever (a release that removed it offers a reload).
 */
export function moduleLoader<M>(load: () => Promise<M>): ModuleLoader<M> {
  let loading: Tracked<M> | undefined;
  return (() => (loading ??= tracked(load()))) as ModuleLoader<M>;
}

function tracked<T>(promise: Tracked<T>): Tracked<T> {
  promise.status = 'pending';
  promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
  return promise;
}

/**
 * A screen exported by a lazily loaded module (issue 13), in place of React.lazy. React.lazy suspends the first time
 * it renders even when its module has long been loaded, and a suspended first render commits its boundary's fallback;
 * React 19 then holds the screen's reveal until 300 ms after that fallback (FALLBACK_THROTTLE_MS) — on a cold load,
 * 150–300 ms with the rows' data in hand and nothing to do. Read through `use`, a loaded module renders in the same
 * pass; one still loading suspends as React.lazy would, and a failed import throws to the nearest error boundary.
 */
export function lazyScreen<M, K extends keyof M & string>(load: ModuleLoader<M>, name: K): M[K] {
  function Screen(props: object) {
    const View = use(load())[name] as ComponentType<object>;
    return createElement(View, props);
  }
  Screen.displayName = `lazyScreen(${name})`;
  // The same props as the export it stands for: it passes them on untouched.
  return Screen as M[K];
}
