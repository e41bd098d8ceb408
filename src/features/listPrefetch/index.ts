import type { Feature } from '../contract';
import { ListPrefetchOnClick } from './ListPrefetchOnClick';

/** Issue 13: a click on a link to a list asks for its first page before the list's screen renders. */
export const listPrefetch: Feature = {
  about: 'the first page of a list asked for on the click that opens it (issue 13, menu navigation)',
  hosts: [ListPrefetchOnClick],
};
