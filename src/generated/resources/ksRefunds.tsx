// generated — do not edit; edit schemas/ksRefunds.yaml and run npm run generate
import Cancel from '@mui/icons-material/Cancel';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { CanAccess, ColumnsButton, DataTable, Loading, SelectInput, Show, ShowButton, TextField, TextInput, TopToolbar, useRecordContext } from 'react-admin';
import { CallActionButton, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, DescriptionList, MoneyField } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { DETAIL_QUERY_OPTIONS, DetailError, DetailHeader, DetailPanels } from '../../kit/resources/detail';
import type { DetailProps, HistoryFields } from '../../kit/resources/detail';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { ResourceList } from '../../kit/resources/ResourceList';
import { ACTIONS_COLUMN } from '../../kit/resources/tableClasses';
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';
import type { KsRefundsRecord } from '../types/ksRefunds';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  reason: [
    { id: 1, name: 'resources.ksRefunds.enums.reason.1', color: 'default' },
    { id: 2, name: 'resources.ksRefunds.enums.reason.2', color: 'warning' },
    { id: 3, name: 'resources.ksRefunds.enums.reason.3', color: 'default' },
    { id: 4, name: 'resources.ksRefunds.enums.reason.4', color: 'default' },
  ],
  status: [
    { id: 0, name: 'resources.ksRefunds.enums.status.0', color: 'warning' },
    { id: 1, name: 'resources.ksRefunds.enums.status.1', color: 'success' },
    { id: 2, name: 'resources.ksRefunds.enums.status.2', color: 'error' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="refund_no" source="refund_no" disableSort />,
  <DataTable.Col key="coupon_name" source="coupon_name" disableSort />,
  <DataTable.Col key="order_amount" source="order_amount" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="refund_amount" source="refund_amount" align="right" field={MoneyField} />,
  <DataTable.Col key="reason" source="reason" disableSort><ChoiceChipField source="reason" choices={choices.reason} /></DataTable.Col>,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="applied_at" source="applied_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="refund_no" source="refund_no" helperText={false} alwaysOn />,
  <TextInput key="order_no" source="order_no" helperText={false} alwaysOn />,
  <TextInput key="buyer_tel" source="buyer_tel" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="applied_at" source="applied_at" alwaysOn />,
];

export function KsRefundsToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function KsRefundsRowActions() {
  const record = useRecordContext<KsRefundsRecord>();
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }, record?.status === 0 ? { label: 'resources.ksRefunds.actions.approve' } : null, record?.status === 0 ? { label: 'resources.ksRefunds.actions.reject', outlined: true } : null]}>
      <ShowButton />
      {record?.status === 0 ? <CanAccess action="edit"><CallActionButton action="approve" scope="record" label="resources.ksRefunds.actions.approve" confirm="resources.ksRefunds.confirm.approve" icon={<CheckCircle />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="edit"><CallActionButton action="reject" scope="record" label="resources.ksRefunds.actions.reject" confirm="resources.ksRefunds.confirm.reject" icon={<Cancel />} /></CanAccess> : null}
    </RowButtons>
  );
}

export function KsRefundsRecordActions() {
  const record = useRecordContext<KsRefundsRecord>();
  return (
    <>
      {record?.status === 0 ? <CanAccess action="edit"><CallActionButton action="approve" scope="record" label="resources.ksRefunds.actions.approve" confirm="resources.ksRefunds.confirm.approve" icon={<CheckCircle />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="edit"><CallActionButton action="reject" scope="record" label="resources.ksRefunds.actions.reject" confirm="resources.ksRefunds.confirm.reject" icon={<Cancel />} /></CanAccess> : null}
    </>
  );
}

export function KsRefundsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get', 'edit']);
  return (
    <ResourceList disableAuthentication title="resources.ksRefunds.title" sort={{ field: 'applied_at', order: 'DESC' }} perPage={10} filters={filters} actions={<KsRefundsToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['order_amount', 'reason']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <KsRefundsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.ksRefunds.fields.id', widget: 'number' },
  refund_no: { label: 'resources.ksRefunds.fields.refund_no', widget: 'text' },
  order_no: { label: 'resources.ksRefunds.fields.order_no', widget: 'text' },
  coupon_name: { label: 'resources.ksRefunds.fields.coupon_name', widget: 'text' },
  order_amount: { label: 'resources.ksRefunds.fields.order_amount', widget: 'money' },
  refund_amount: { label: 'resources.ksRefunds.fields.refund_amount', widget: 'money' },
  buyer_nick: { label: 'resources.ksRefunds.fields.buyer_nick', widget: 'text' },
  buyer_tel: { label: 'resources.ksRefunds.fields.buyer_tel', widget: 'phone' },
  reason: { label: 'resources.ksRefunds.fields.reason', widget: 'chip', choices: choices['reason'] },
  status: { label: 'resources.ksRefunds.fields.status', widget: 'chip', choices: choices['status'] },
  applied_at: { label: 'resources.ksRefunds.fields.applied_at', widget: 'datetime' },
  handled_at: { label: 'resources.ksRefunds.fields.handled_at', widget: 'datetime' },
} satisfies HistoryFields;

export function KsRefundsShow({ id, title, list = '/couponKs/RequestRefund', actions = <KsRefundsRecordActions /> }: DetailProps) {
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
        <TextField source="refund_no" />
        <TextField source="order_no" />
        <ChoiceChipField source="status" choices={choices.status} />
        <TextField source="coupon_name" />
        <MoneyField source="order_amount" />
        <MoneyField source="refund_amount" />
        <TextField source="buyer_nick" />
        <TextField source="buyer_tel" />
        <ChoiceChipField source="reason" choices={choices.reason} />
        <DateTimeField source="applied_at" />
        <DateTimeField source="handled_at" />
      </DescriptionList>
      <DetailPanels resource="ksRefunds" fields={historyFields} />
    </Show>
  );
}
