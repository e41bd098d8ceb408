/**
 * Whether the promise settles within `ms`, answered when it does or when `ms` have passed: a short wait for something
 * worth having at once (the first page of a list about to render), never a long one. Never rejects.
 */
export function settledOrAfter(pending: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    const done = () => {
      clearTimeout(timer);
      resolve(true);
    };
    pending.then(done, done);
  });
}
