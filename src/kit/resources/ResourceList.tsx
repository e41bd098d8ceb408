import { List, type ListProps } from 'react-admin';
import { ListBodySlot } from './ListBodySlot';
import { ListLoadState } from './ListLoadState';
import { ListPagination } from './ListPagination';

/** The list's own failure display says what went wrong; react-admin's toast would say it a second time. */
const QUIET = { onError: () => undefined };

/**
 * Every generated list screen: react-admin's <List>, with what a list says when its call fails (ListLoadState: the
 * failure, the server's message and a retry instead of "no records"; the pager hidden with nothing to page).
 */
export function ResourceList({ children, pagination = <ListPagination />, queryOptions, ...props }: ListProps) {
  return (
    <List {...props} pagination={pagination} queryOptions={{ ...QUIET, ...queryOptions }}>
      <ListLoadState>
        <ListBodySlot>{children}</ListBodySlot>
      </ListLoadState>
    </List>
  );
}
