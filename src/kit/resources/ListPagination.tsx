import { Pagination, type PaginationProps } from 'react-admin';
import { PAGE_SIZES } from '../../../vocabulary/pageSizes';
import { useListLoadFailed } from './ListLoadState';

/**
 * A generated list's pager: react-admin's, hidden while a failed call left nothing to page through — react-admin's
 * would count the missing total as the page's own rows ("第 1-10 条，共 10 条") under no rows at all. Every list offers
 * 10, 20, 50 and 100 rows a page (issue 34 item 3).
 */
export function ListPagination({ rowsPerPageOptions = [...PAGE_SIZES], ...props }: PaginationProps) {
  return useListLoadFailed() ? null : <Pagination rowsPerPageOptions={rowsPerPageOptions} {...props} />;
}
