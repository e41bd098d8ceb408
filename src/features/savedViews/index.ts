import type { Feature } from '../contract';
import { KeptColumns } from './KeptColumns';
import { SavedViewsButton } from './SavedViewsButton';

/** Saved views (issue 11 item 6): named filter, sort, page size, columns and density of a list, per account. */
export const savedViews: Feature = {
  about:
    'saved views of a list: filter, sort, page size, columns (shown, order, widths, pins), density — per brand and account, kept across logout; the last column choices kept per account',
  listToolbar: [SavedViewsButton, KeptColumns],
};
