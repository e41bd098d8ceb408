// generated — do not edit; edit schemas/orders.yaml and run npm run generate
import Download from '@mui/icons-material/Download';
import PanTool from '@mui/icons-material/PanTool';
import { CanAccess, ColumnsButton, DataTable, Loading, NumberField, SelectArrayInput, SelectField, Show, ShowButton, TextField, TextInput, TopToolbar } from 'react-admin';
import { CallActionButton, DetailButton, ExportAction, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, DescriptionList, EllipsisField, MoneyField, TagsField } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { DETAIL_QUERY_OPTIONS, DetailError, DetailHeader, DetailPanels } from '../../kit/resources/detail';
import type { DetailProps, HistoryFields } from '../../kit/resources/detail';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { ResourceList } from '../../kit/resources/ResourceList';
import { ACTIONS_COLUMN } from '../../kit/resources/tableClasses';
import { useDetailRowClick } from '../../kit/resources/useDetailRowClick';
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  hall_type: [
    { id: 'vip', name: 'resources.orders.enums.hall_type.vip' },
    { id: 'imax', name: 'resources.orders.enums.hall_type.imax' },
    { id: 'dolby', name: 'resources.orders.enums.hall_type.dolby' },
    { id: '4d', name: 'resources.orders.enums.hall_type.4d' },
    { id: 'atmos', name: 'resources.orders.enums.hall_type.atmos' },
    { id: 'screenx', name: 'resources.orders.enums.hall_type.screenx' },
    { id: 'kids', name: 'resources.orders.enums.hall_type.kids' },
    { id: 'couples', name: 'resources.orders.enums.hall_type.couples' },
    { id: 'laser', name: 'resources.orders.enums.hall_type.laser' },
    { id: 'other', name: 'resources.orders.enums.hall_type.other' },
  ],
  status: [
    { id: 0, name: 'resources.orders.enums.status.0', color: 'default' },
    { id: 1, name: 'resources.orders.enums.status.1', color: 'info' },
    { id: 2, name: 'resources.orders.enums.status.2', color: 'warning' },
    { id: 3, name: 'resources.orders.enums.status.3', color: 'primary' },
    { id: 4, name: 'resources.orders.enums.status.4', color: 'success' },
    { id: 5, name: 'resources.orders.enums.status.5', color: 'error' },
  ],
  source: [
    { id: 0, name: 'resources.orders.enums.source.0', color: 'default' },
    { id: 1, name: 'resources.orders.enums.source.1', color: 'secondary' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="order_no" source="order_no" disableSort />,
  <DataTable.Col key="film_name" source="film_name" disableSort><EllipsisField source="film_name" maxWidth={16} /></DataTable.Col>,
  <DataTable.Col key="cinema_name" source="cinema_name" disableSort><EllipsisField source="cinema_name" maxWidth={24} /></DataTable.Col>,
  <DataTable.Col key="hall_type" source="hall_type" disableSort><SelectField source="hall_type" choices={choices.hall_type} /></DataTable.Col>,
  <DataTable.Col key="show_time" source="show_time" field={DateTimeField} />,
  <DataTable.Col key="ticket_count" source="ticket_count" field={NumberField} />,
  <DataTable.Col key="amount" source="amount" align="right" field={MoneyField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="buyer_tel" source="buyer_tel" disableSort />,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="order_no" source="order_no" helperText={false} alwaysOn />,
  <TextInput key="buyer_tel" source="buyer_tel" helperText={false} alwaysOn />,
  <SelectArrayInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="created_at" source="created_at" alwaysOn />,
];

export function OrdersToolbar() {
  return (
    <TopToolbar>
      <CanAccess action="export"><ExportAction label="resources.orders.actions.export" icon={<Download />} /></CanAccess>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function OrdersRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <CanAccess action="get"><DetailButton detailRoute="/cinema/detail/Details" /></CanAccess>
    </RowButtons>
  );
}

export function OrdersList() {
  const rowClick = useDetailRowClick('/cinema/detail/Details');
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.orders.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<OrdersToolbar />} storeKey={false}>
      <ListTable rowClick={rowClick} size={density} bulkActionButtons={false} hiddenColumns={['hall_type', 'show_time', 'ticket_count']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <OrdersRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The columns of ordersToGrab. */
export const ordersToGrabColumns = [
  <DataTable.Col key="order_no" source="order_no" disableSort />,
  <DataTable.Col key="film_name" source="film_name" disableSort><EllipsisField source="film_name" maxWidth={16} /></DataTable.Col>,
  <DataTable.Col key="cinema_name" source="cinema_name" disableSort><EllipsisField source="cinema_name" maxWidth={24} /></DataTable.Col>,
  <DataTable.Col key="hall_type" source="hall_type" disableSort><SelectField source="hall_type" choices={choices.hall_type} /></DataTable.Col>,
  <DataTable.Col key="show_time" source="show_time" field={DateTimeField} />,
  <DataTable.Col key="ticket_count" source="ticket_count" field={NumberField} />,
  <DataTable.Col key="amount" source="amount" align="right" field={MoneyField} />,
  <DataTable.Col key="buyer_tel" source="buyer_tel" disableSort />,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

export function OrdersToGrabToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function OrdersToGrabRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }, { label: 'resources.ordersToGrab.actions.grab' }]}>
      <ShowButton />
      <CanAccess action="edit"><CallActionButton action="grab" scope="record" label="resources.ordersToGrab.actions.grab" confirm="resources.ordersToGrab.confirm.grab" icon={<PanTool />} /></CanAccess>
    </RowButtons>
  );
}

export function OrdersToGrabRecordActions() {
  return (
    <>
      <CanAccess action="edit"><CallActionButton action="grab" scope="record" label="resources.ordersToGrab.actions.grab" confirm="resources.ordersToGrab.confirm.grab" icon={<PanTool />} /></CanAccess>
    </>
  );
}

export function OrdersToGrabList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get', 'edit']);
  return (
    <ResourceList disableAuthentication title="resources.ordersToGrab.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={[filters[0], filters[1], filters[3]]} actions={<OrdersToGrabToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['hall_type', 'show_time', 'ticket_count']}>
        {ordersToGrabColumns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <OrdersToGrabRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function OrdersIssuedToolbar() {
  return (
    <TopToolbar>
      <CanAccess action="export"><ExportAction label="resources.ordersIssued.actions.export" icon={<Download />} /></CanAccess>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function OrdersIssuedRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function OrdersIssuedList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.ordersIssued.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={[filters[0], filters[1], filters[3]]} actions={<OrdersIssuedToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['hall_type', 'show_time', 'ticket_count']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <OrdersIssuedRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function OrdersCompletedToolbar() {
  return (
    <TopToolbar>
      <CanAccess action="export"><ExportAction label="resources.ordersCompleted.actions.export" icon={<Download />} /></CanAccess>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function OrdersCompletedRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function OrdersCompletedList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.ordersCompleted.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={[filters[0], filters[1], filters[3]]} actions={<OrdersCompletedToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['hall_type', 'show_time', 'ticket_count']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <OrdersCompletedRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The columns of juniorOrders. */
export const juniorOrdersColumns = [
  <DataTable.Col key="order_no" source="order_no" disableSort />,
  <DataTable.Col key="agent_name" source="agent_name" disableSort><EllipsisField source="agent_name" maxWidth={16} /></DataTable.Col>,
  <DataTable.Col key="film_name" source="film_name" disableSort><EllipsisField source="film_name" maxWidth={16} /></DataTable.Col>,
  <DataTable.Col key="cinema_name" source="cinema_name" disableSort><EllipsisField source="cinema_name" maxWidth={24} /></DataTable.Col>,
  <DataTable.Col key="ticket_count" source="ticket_count" field={NumberField} />,
  <DataTable.Col key="amount" source="amount" align="right" field={MoneyField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

export function JuniorOrdersToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function JuniorOrdersRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function JuniorOrdersList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.juniorOrders.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<JuniorOrdersToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['ticket_count']}>
        {juniorOrdersColumns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <JuniorOrdersRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.orders.fields.id', widget: 'number' },
  order_no: { label: 'resources.orders.fields.order_no', widget: 'text' },
  film_name: { label: 'resources.orders.fields.film_name', widget: 'text' },
  cinema_name: { label: 'resources.orders.fields.cinema_name', widget: 'text' },
  city: { label: 'resources.orders.fields.city', widget: 'text' },
  hall_type: { label: 'resources.orders.fields.hall_type', widget: 'select', choices: choices['hall_type'] },
  show_time: { label: 'resources.orders.fields.show_time', widget: 'datetime' },
  seats: { label: 'resources.orders.fields.seats', widget: 'tags' },
  ticket_count: { label: 'resources.orders.fields.ticket_count', widget: 'number' },
  amount: { label: 'resources.orders.fields.amount', widget: 'money' },
  status: { label: 'resources.orders.fields.status', widget: 'chip', choices: choices['status'] },
  buyer_tel: { label: 'resources.orders.fields.buyer_tel', widget: 'phone' },
  agent_name: { label: 'resources.orders.fields.agent_name', widget: 'text' },
  source: { label: 'resources.orders.fields.source', widget: 'chip', choices: choices['source'] },
  created_at: { label: 'resources.orders.fields.created_at', widget: 'datetime' },
} satisfies HistoryFields;

export function OrdersShow({ id, title, list = '/cinema/alllist', actions }: DetailProps) {
  return (
    <Show
      id={id}
      title={title}
      actions={<DetailHeader list={list}>{actions}</DetailHeader>}
      error={<DetailError id={id} />}
      loading={<Loading />}
      queryOptions={DETAIL_QUERY_OPTIONS}
      disableAuthentication
    >
      <DescriptionList>
        <TextField source="order_no" />
        <ChoiceChipField source="status" choices={choices.status} />
        <TextField source="film_name" />
        <TextField source="cinema_name" />
        <TextField source="city" />
        <SelectField source="hall_type" choices={choices.hall_type} />
        <DateTimeField source="show_time" />
        <TagsField source="seats" />
        <NumberField source="ticket_count" />
        <MoneyField source="amount" />
        <TextField source="buyer_tel" />
        <TextField source="agent_name" />
        <ChoiceChipField source="source" choices={choices.source} />
        <DateTimeField source="created_at" />
      </DescriptionList>
      <DetailPanels resource="orders" fields={historyFields} />
    </Show>
  );
}

export function OrdersToGrabShow() {
  return <OrdersShow list="/cinema/agentlist" actions={<OrdersToGrabRecordActions />} />;
}

export function OrdersIssuedShow() {
  return <OrdersShow list="/cinema/Success" />;
}

export function OrdersCompletedShow() {
  return <OrdersShow list="/cinema/orderSuccess" />;
}

export function JuniorOrdersShow() {
  return <OrdersShow list="/cinema/juniorOrder" />;
}
