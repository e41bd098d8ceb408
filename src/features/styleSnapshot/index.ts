import type { Feature } from '../contract';
import { KeepStyleSnapshot } from './KeepStyleSnapshot';

/** Issue 32: the first screen's CSS kept for the next visit, so a reopening does not compute it again. */
export const styleSnapshot: Feature = {
  about: "the first screen's emotion CSS kept for the next visit (issue 32, §9 repeat visit)",
  hosts: [KeepStyleSnapshot],
};
