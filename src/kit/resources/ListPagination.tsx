import { Pagination, type PaginationProps } from 'react-admin';
import { useListLoadFailed } from './ListLoadState';

/**
 * A generated list's pager: react-admin's, hidden while a failed call left nothing to page through — react-admin's
 * would count the missing total as the page's own rows ("第 1-10 条，共 10 条") under no rows at all.
 */
export function ListPagination(props: PaginationProps) {
  return useListLoadFailed() ? null : <Pagination {...props} />;
}
