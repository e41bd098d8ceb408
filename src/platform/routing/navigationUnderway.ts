/**
 * The in-app address a navigation is on its way to while it waits a moment before it happens (a menu entry waiting
 * for its list's first page, resources/useFollowWithPage.ts). A session ending in that moment (a 401 on that very
 * page) sends the user back there after login, as it would had the address already changed.
 */
let underway: string | undefined;

export function navigationUnderway(): string | undefined {
  return underway;
}

/** Marks `address` as where the user is going until `wait` settles. */
export function goingTo<T>(address: string, wait: Promise<T>): Promise<T> {
  underway = address;
  return wait.finally(() => {
    if (underway === address) underway = undefined;
  });
}
