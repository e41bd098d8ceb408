import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, type DataTableProps, type RaRecord } from 'react-admin';
import { DesktopTable } from './DesktopTable';
import { CardBody } from './ListCards';
import { useRememberListAddress } from './listAddress';
import { NoResults } from './NoResults';
import { useRowMarks } from './ListBodySlot';

/**
 * Every generated list's records (§9): react-admin's DataTable from 576 px up; below (mobile) the same DataTable —
 * its selection, bulk toolbar, empty state, column chooser and hidden columns — draws each record as a card instead
 * of a row: the first shown column is the card's title (a link to what a row click opens), the other shown columns
 * label: value lines, the row buttons (the actions column) at the bottom. Built from the columns the list already
 * passes (DataTable.Col children), so a generated list needs nothing of its own. An empty list says so with a
 * clear-filters button that keeps its words on a phone (NoResults).
 */
export function ListTable<RecordType extends RaRecord = RaRecord>(props: DataTableProps<RecordType>) {
  // Its record screens lead back to it as it is now (filters, sort, page).
  useRememberListAddress();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = props.empty === undefined ? <NoResults /> : props.empty;
  // Rows a feature marks (a live queue's new and departed rows, ListBodySlot).
  const rowSx = useRowMarks();
  if (!phone) return <DesktopTable rowSx={rowSx} {...props} empty={empty} />;
  return (
    <DataTable
      {...props}
      empty={empty}
      head={NoHead}
      body={CardBody}
      component="div"
      role="presentation"
      sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'visible' } }}
    />
  );
}

const NoHead = () => null;
