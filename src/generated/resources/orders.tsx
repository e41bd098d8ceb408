// generated — do not edit; edit schemas/orders.yaml and run npm run generate
import Download from '@mui/icons-material/Download';
import { Datagrid, List, Show, SimpleShowLayout } from 'react-admin';
import type { Identifier } from 'react-admin';
import { ListToolbar } from '../../actions/ListToolbar';
import { RowActions } from '../../actions/RowActions';
import { fieldKinds as k } from '../../fields/fieldKinds';
import type { ActionSpec, FieldSpec } from '../../resources/types';
import { useDetailRowClick } from '../../resources/useDetailRowClick';
import type { OrdersRecord } from '../types/orders';

/** Every field of the record, as the field-kind table reads it. */
export const fields = {
  id: { source: 'id', kind: 'number', label: 'resources.cinema/alllist.fields.id' },
  order_no: { source: 'order_no', kind: 'text', label: 'resources.cinema/alllist.fields.order_no' },
  film_name: { source: 'film_name', kind: 'text', label: 'resources.cinema/alllist.fields.film_name' },
  cinema_name: { source: 'cinema_name', kind: 'text', label: 'resources.cinema/alllist.fields.cinema_name' },
  city: { source: 'city', kind: 'text', label: 'resources.cinema/alllist.fields.city' },
  hall_type: {
    source: 'hall_type',
    kind: 'hallType',
    label: 'resources.cinema/alllist.fields.hall_type',
    choices: [
      { id: 'vip', name: 'app.hallType.vip' },
      { id: 'imax', name: 'app.hallType.imax' },
      { id: 'dolby', name: 'app.hallType.dolby' },
      { id: '4d', name: 'app.hallType.4d' },
      { id: 'atmos', name: 'app.hallType.atmos' },
      { id: 'screenx', name: 'app.hallType.screenx' },
      { id: 'kids', name: 'app.hallType.kids' },
      { id: 'couples', name: 'app.hallType.couples' },
      { id: 'laser', name: 'app.hallType.laser' },
      { id: 'other', name: 'app.hallType.other' },
    ],
  },
  show_time: {
    source: 'show_time',
    kind: 'datetime',
    label: 'resources.cinema/alllist.fields.show_time',
    sortable: true,
  },
  seats: { source: 'seats', kind: 'tags', label: 'resources.cinema/alllist.fields.seats' },
  ticket_count: {
    source: 'ticket_count',
    kind: 'number',
    label: 'resources.cinema/alllist.fields.ticket_count',
    sortable: true,
  },
  amount: { source: 'amount', kind: 'money', label: 'resources.cinema/alllist.fields.amount', sortable: true },
  status: {
    source: 'status',
    kind: 'chip',
    label: 'resources.cinema/alllist.fields.status',
    choices: [
      { id: 0, name: 'resources.cinema/alllist.enums.status.0', color: 'default' },
      { id: 1, name: 'resources.cinema/alllist.enums.status.1', color: 'info' },
      { id: 2, name: 'resources.cinema/alllist.enums.status.2', color: 'warning' },
      { id: 3, name: 'resources.cinema/alllist.enums.status.3', color: 'primary' },
      { id: 4, name: 'resources.cinema/alllist.enums.status.4', color: 'success' },
      { id: 5, name: 'resources.cinema/alllist.enums.status.5', color: 'error' },
    ],
  },
  buyer_tel: { source: 'buyer_tel', kind: 'phone', label: 'resources.cinema/alllist.fields.buyer_tel' },
  agent_name: { source: 'agent_name', kind: 'text', label: 'resources.cinema/alllist.fields.agent_name' },
  created_at: {
    source: 'created_at',
    kind: 'datetime',
    label: 'resources.cinema/alllist.fields.created_at',
    sortable: true,
  },
} satisfies Partial<Record<keyof OrdersRecord, FieldSpec>>;

export const actions: readonly ActionSpec[] = [
  { name: 'get', access: 'get', place: 'row', builtin: true },
  {
    name: 'export',
    access: 'export',
    place: 'toolbar',
    builtin: false,
    label: 'resources.cinema/alllist.actions.export',
    icon: Download,
  },
];

const filters = [
  k.text.filter(fields.order_no, { op: 'equals', alwaysOn: true }),
  k.phone.filter(fields.buyer_tel, { op: 'contains', alwaysOn: true }),
  k.chip.filter(fields.status, { op: 'in', alwaysOn: true }),
  k.datetime.filter(fields.created_at, { op: 'dateRange', alwaysOn: true }),
];

export function OrdersList() {
  const rowClick = useDetailRowClick('/cinema/detail/Details');
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<ListToolbar actions={actions} />} storeKey={false}>
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        {k.text.field(fields.order_no)}
        {k.text.field(fields.film_name)}
        {k.text.field(fields.cinema_name)}
        {k.hallType.field(fields.hall_type)}
        {k.datetime.field(fields.show_time)}
        {k.number.field(fields.ticket_count)}
        {k.money.field(fields.amount)}
        {k.chip.field(fields.status)}
        {k.phone.field(fields.buyer_tel)}
        {k.datetime.field(fields.created_at)}
        <RowActions label="app.action.actions" actions={actions} detailRoute='/cinema/detail/Details' />
      </Datagrid>
    </List>
  );
}

export function OrdersShow({ id, title }: { id?: Identifier; title?: string }) {
  return (
    <Show id={id} title={title} actions={false}>
      <SimpleShowLayout>
        {k.text.field(fields.order_no)}
        {k.chip.field(fields.status)}
        {k.text.field(fields.film_name)}
        {k.text.field(fields.cinema_name)}
        {k.text.field(fields.city)}
        {k.hallType.field(fields.hall_type)}
        {k.datetime.field(fields.show_time)}
        {k.tags.field(fields.seats)}
        {k.number.field(fields.ticket_count)}
        {k.money.field(fields.amount)}
        {k.phone.field(fields.buyer_tel)}
        {k.text.field(fields.agent_name)}
        {k.datetime.field(fields.created_at)}
      </SimpleShowLayout>
    </Show>
  );
}
