import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { isValidElement, useMemo } from 'react';
import { List, ListActions, TopToolbar, type ListProps } from 'react-admin';
import { filterRooms } from './filterRooms';
import { ListBodySlot } from './ListBodySlot';
import { ListLoadState } from './ListLoadState';
import { ListPagination } from './ListPagination';
import { AfterListPaint, ListPartsAfterPaint } from './listPartsDrawn';

/** The list's own failure display says what went wrong; react-admin's toast would say it a second time. */
const QUIET = { onError: () => undefined };

/** The pager's height (MUI's pagination toolbar), kept while the pager is not drawn yet. */
const PAGER_SPACE = <Box sx={{ minHeight: 52 }} data-testid="pager-space" />;
/**
 * The toolbar's room, kept while its buttons are not drawn yet: on a phone it is a row of its own above the filters.
 * (A component of its own: react-admin hands a list's actions its filters when they are not an array.)
 */
const ToolbarSpace = () => <TopToolbar data-testid="toolbar-space" />;
const TOOLBAR_SPACE = <ToolbarSpace />;

/**
 * Every generated list screen: react-admin's <List>, with what a list says when its call fails (ListLoadState: the
 * failure, the server's message and a retry instead of "no records"; the pager hidden with nothing to page).
 * The toolbar's buttons (beside the filters) and the pager (under the rows) come a frame after the rows (issue 32,
 * §9: ~14 ms of a ~70 ms list render in a profiling build, on every menu navigation); from 576 px up the filters' inputs
 * too, their rooms kept meanwhile (filterRooms) — on a phone each filter is a line of the screen's width. The list's
 * props stay the same when they come (ListPartsAfterPaint), so its rows are not drawn a second time.
 */
export function ResourceList({
  children,
  pagination = <ListPagination />,
  actions,
  queryOptions,
  filters,
  ...props
}: ListProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Made once per list (its filters are the generated module's constant): new rooms at each render would be new
  // filters to react-admin's filter form each time.
  const rooms = useMemo(() => (phone || !Array.isArray(filters) ? undefined : filterRooms(filters)), [phone, filters]);
  return (
    <ListPartsAfterPaint>
      <List
        {...props}
        filters={rooms ?? filters}
        actions={actions === false ? false : <AfterListPaint part={actions ?? <ListActions />} room={TOOLBAR_SPACE} />}
        pagination={isValidElement(pagination) ? <AfterListPaint part={pagination} room={PAGER_SPACE} /> : pagination}
        queryOptions={{ ...QUIET, ...queryOptions }}
      >
        <ListLoadState>
          <ListBodySlot>{children}</ListBodySlot>
        </ListLoadState>
      </List>
    </ListPartsAfterPaint>
  );
}
