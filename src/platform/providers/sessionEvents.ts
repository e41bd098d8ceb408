/**
 * What the data layer tells the screens about the session, without knowing them: a session ending on an HTTP 401
 * (open forms keep what was typed, §8), and permissions the upstream no longer grants (a 403: menus and buttons
 * rebuild from fresh user info, §6).
 */
type Listener = () => void;

function channel() {
  const listeners = new Set<Listener>();
  return {
    /** Subscribes; answers the unsubscribe function. */
    listen(listener: Listener): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    announce(): void {
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          console.error(error);
        }
      }
    },
  };
}

/** Runs just before an expired session is cleared, while what is on screen still exists. */
export const sessionEnding = channel();
/** Runs when the user info was dropped because the upstream refused something the console thought allowed. */
export const permissionsStale = channel();
