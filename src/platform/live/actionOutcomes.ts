import type { Identifier } from 'ra-core';

/**
 * What became of a row action (issue 33): done by this operator, or refused because another operator had already
 * carried it out (the profile's conflict code). The data provider tells it; a live list listens, so a row that leaves
 * says why — and one this operator took leaves without a word.
 */
export interface ActionOutcome {
  resource: string;
  ids: readonly Identifier[];
  /** The server's message, when another operator got there first. */
  conflict?: string;
}

const listeners = new Set<(outcome: ActionOutcome) => void>();

export function reportActionOutcome(outcome: ActionOutcome): void {
  for (const listener of listeners) listener(outcome);
}

export function onActionOutcome(listener: (outcome: ActionOutcome) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
