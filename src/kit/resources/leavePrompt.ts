import { sessionEnding } from '../../platform/providers/sessionEvents';

/**
 * The browser's own leave prompt (beforeunload) while a form holds input not yet saved (issue 30 item 7): closing or
 * reloading the browser tab asks, as closing a workspace tab does (features/multiTab). Only forms say so — a typed
 * list filter lives in the address and is no unsaved work. Each open form (resources/FormDraft.tsx) and the kept
 * workspace tabs register a check; the listener is on the window only while one is registered, so a page without a
 * form stays eligible for the browser's back-forward cache.
 *
 * Once the session is ending (a 401's reload onto the login page, §8; a logout in another browser tab) the page
 * leaves without asking: what was typed is kept as a draft for after the login (FormDraft).
 */
type Check = () => boolean;

const checks = new Set<Check>();
let sessionEnded = false;
sessionEnding.listen(() => {
  sessionEnded = true;
});

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (sessionEnded || ![...checks].some((unsaved) => unsaved())) return;
  event.preventDefault();
  // Chromium before 119 and Safari ask only when returnValue is set.
  event.returnValue = '';
}

/** Registers a check (whether there is unsaved input now); answers the function that removes it. */
export function askBeforeLeaving(unsaved: Check): () => void {
  if (checks.size === 0) window.addEventListener('beforeunload', onBeforeUnload);
  checks.add(unsaved);
  return () => {
    checks.delete(unsaved);
    if (checks.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
  };
}
