import type { Feature } from '../contract';
import { ListPrefetchOnPress } from './ListPrefetchOnPress';

/** Issue 13: pressing a link to a list asks for its first page before the list's screen renders. */
export const listPrefetch: Feature = {
  about: 'the first page of a list asked for as the link that opens it is pressed (issue 13, menu navigation)',
  hosts: [ListPrefetchOnPress],
};
