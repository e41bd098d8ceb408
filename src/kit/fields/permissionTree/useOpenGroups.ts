import { useState } from 'react';
import { groupGrants, stateOf, type Grant, type GroupNode } from './model';

/**
 * Which of the tree's groups are open. A group that already holds grants opens with the form, so what an account has
 * is in sight; the others open on demand (a closed group renders nothing). `toggleEvery` opens all, or closes all
 * once all are open.
 */
export function useOpenGroups(tree: readonly GroupNode[], value: readonly Grant[]) {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(tree.filter((g) => stateOf(value, groupGrants(g)) !== 'unchecked').map((g) => g.id)),
  );
  const toggle = (gid: string) =>
    setOpen((o) => {
      const next = new Set(o);
      if (!next.delete(gid)) next.add(gid);
      return next;
    });
  const allOpen = open.size === tree.length;
  const toggleEvery = () => setOpen(allOpen ? new Set() : new Set(tree.map((g) => g.id)));
  return { open, allOpen, toggle, toggleEvery };
}
