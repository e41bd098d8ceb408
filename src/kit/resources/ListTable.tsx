import { Children, isValidElement, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  DataTable,
  FieldTitle,
  RecordContextProvider,
  SelectPageCheckbox,
  SelectRowCheckbox,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableDataContext,
  useDataTableStoreContext,
  useGetPathForRecord,
  useRecordContext,
  useResourceContext,
  useStore,
  useTranslate,
  type DataTableProps,
  type LinkToType,
  type RaRecord,
} from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LineRoomProvider } from '../fields/components/EllipsisText';
import { CellContent, type Column } from './CellContent';
import { useRememberListAddress } from './listAddress';
import { NoResults } from './NoResults';
import { useRowMarks } from './ListBodySlot';
import { ACTIONS_COLUMN, COMFORTABLE_TABLE } from './tableClasses';

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
  if (!phone)
    return (
      <DataTable
        rowSx={rowSx}
        {...props}
        empty={empty}
        className={
          props.size === 'medium' ? [props.className, COMFORTABLE_TABLE].filter(Boolean).join(' ') : props.className
        }
      />
    );
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

/**
 * A card's value line in display columns (§9: a Chinese character counts 2): about 250 px beside its label on a
 * 390 px phone, 17 Chinese characters. Texts a table column cuts short (a cinema's name) show whole here.
 */
const CARD_LINE_ROOM = 34;

/** The table body's replacement: one card per record, under a select-all box when the list has bulk actions. */
function CardBody({ children }: { children?: ReactNode }) {
  const data = useDataTableDataContext();
  const { hasBulkActions } = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const translate = useTranslate();
  const shown = Children.toArray(children)
    .filter((c): c is Column => isValidElement(c))
    .filter((c) => !hidden.includes(c.props.source ?? (c.props.label as string)));
  const isActions = (c: Column) => c.props.cellClassName === ACTIONS_COLUMN || !c.props.source;
  const actions = shown.filter(isActions);
  const [title, ...lines] = shown.filter((c) => !isActions(c));
  const selectable = Boolean(hasBulkActions && handleToggleItem);
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {selectable ? (
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <SelectPageCheckbox />
          <Typography variant="body2" color="text.secondary">
            {translate('ra.action.select_all')}
          </Typography>
        </Box>
      ) : null}
      <LineRoomProvider value={CARD_LINE_ROOM}>
        <Stack spacing={1} role="list" data-testid="list-cards">
          {data?.map((record, i) => (
            <RecordContextProvider value={record} key={record.id ?? `row${i}`}>
              <RecordCard title={title} lines={lines} actions={actions} selectable={selectable} />
            </RecordContextProvider>
          ))}
        </Stack>
      </LineRoomProvider>
    </Stack>
  );
}

/** Where a tap on a record goes: the list's row click, as DataTableRow resolves it (false: nowhere). */
function useRecordPath(record: RaRecord | undefined): string | false | undefined {
  const resource = useResourceContext();
  const { rowClick } = useDataTableCallbacksContext();
  // Undefined: react-admin's default (the edit or show screen, whichever the resource has).
  const link: LinkToType | undefined =
    typeof rowClick === 'function'
      ? (((r: RaRecord, res: string) => rowClick(r.id, res, r)) as LinkToType)
      : rowClick === 'expand' || rowClick === 'toggleSelection'
        ? false
        : (rowClick as LinkToType | undefined);
  return useGetPathForRecord({ record, resource, link });
}

function RecordCard({
  title,
  lines,
  actions,
  selectable,
}: {
  title?: Column;
  lines: Column[];
  actions: Column[];
  selectable: boolean;
}) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const navigate = useNavigate();
  const path = useRecordPath(record);
  const open = path
    ? (event: MouseEvent) => {
        // Buttons, links and boxes inside the card do their own thing.
        if ((event.target as HTMLElement).closest('a, button, input, [role=button], [role=menuitem]')) return;
        navigate(path, { state: { _scrollToTop: true } });
      }
    : undefined;
  return (
    <Card
      variant="outlined"
      role="listitem"
      data-testid="list-card"
      data-id={record?.id}
      onClick={open}
      sx={{ cursor: path ? 'pointer' : undefined }}
    >
      <CardContent sx={{ p: 1.5, pb: actions.length ? 0.5 : 1.5, '&:last-child': { pb: 1.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: lines.length ? 1 : 0 }}>
          {selectable ? <SelectRowCheckbox /> : null}
          {title ? (
            <Typography
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
              data-testid="list-card-title"
            >
              {path ? (
                <Link component={RouterLink} to={path} underline="hover" color="inherit">
                  <CellContent column={title} />
                </Link>
              ) : (
                <CellContent column={title} />
              )}
            </Typography>
          ) : null}
        </Box>
        {lines.length ? (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}
          >
            {lines.map((column) => (
              <Box
                key={column.key ?? column.props.source}
                sx={{ display: 'contents' }}
                data-column={column.props.source}
              >
                <Typography component="dt" variant="body2" color="text.secondary">
                  <FieldTitle
                    label={column.props.label as string | undefined}
                    source={column.props.source}
                    resource={resource}
                  />
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                  <CellContent column={column} />
                </Typography>
              </Box>
            ))}
          </Box>
        ) : null}
      </CardContent>
      {actions.length ? (
        <CardActions
          sx={{ justifyContent: 'flex-end', pt: 0, pb: 1, px: 1.5, flexWrap: 'wrap' }}
          onClick={(e) => e.stopPropagation()}
        >
          {actions.map((column, i) => (
            <CellContent key={i} column={column} />
          ))}
        </CardActions>
      ) : null}
    </Card>
  );
}
