import type { Feature } from '../contract';
import { SavedViewsButton } from './SavedViewsButton';

/** Saved views (issue 11 item 6): named filter, sort, page size, columns and density of a list, per account. */
export const savedViews: Feature = {
  about: 'saved views of a list: filter, sort, page size, columns, density — per brand and account, kept across logout',
  listToolbar: [SavedViewsButton],
};
