// generated — do not edit; edit schemas/alipayCoupons.yaml and run npm run generate
import PauseCircle from '@mui/icons-material/PauseCircle';
import PlayCircle from '@mui/icons-material/PlayCircle';
import { CanAccess, ColumnsButton, DataTable, FilterButton, Loading, NumberField, SelectArrayInput, SelectInput, Show, ShowButton, TextField, TextInput, TopToolbar, useRecordContext } from 'react-admin';
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
import type { AlipayCouponsRecord } from '../types/alipayCoupons';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  coupon_type: [
    { id: 1, name: 'resources.alipayCoupons.enums.coupon_type.1', color: 'primary' },
    { id: 2, name: 'resources.alipayCoupons.enums.coupon_type.2', color: 'info' },
    { id: 3, name: 'resources.alipayCoupons.enums.coupon_type.3', color: 'secondary' },
  ],
  status: [
    { id: 1, name: 'resources.alipayCoupons.enums.status.1', color: 'success' },
    { id: 2, name: 'resources.alipayCoupons.enums.status.2', color: 'warning' },
    { id: 0, name: 'resources.alipayCoupons.enums.status.0', color: 'default' },
    { id: 3, name: 'resources.alipayCoupons.enums.status.3', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="activity_id" source="activity_id" disableSort />,
  <DataTable.Col key="name" source="name" disableSort />,
  <DataTable.Col key="coupon_type" source="coupon_type" disableSort><ChoiceChipField source="coupon_type" choices={choices.coupon_type} /></DataTable.Col>,
  <DataTable.Col key="face_value" source="face_value" align="right" field={MoneyField} />,
  <DataTable.Col key="min_spend" source="min_spend" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="stock" source="stock" field={NumberField} />,
  <DataTable.Col key="claimed" source="claimed" field={NumberField} />,
  <DataTable.Col key="redeemed" source="redeemed" disableSort field={NumberField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="valid_to" source="valid_to" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="name" source="name" helperText={false} alwaysOn />,
  <TextInput key="activity_id" source="activity_id" helperText={false} alwaysOn />,
  <SelectArrayInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <SelectInput key="coupon_type" source="coupon_type" helperText={false} choices={choices.coupon_type} />,
  <DateRangeFilter key="valid_from" source="valid_from" alwaysOn />,
];

export function AlipayCouponsToolbar() {
  return (
    <TopToolbar>
      <FilterButton />
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function AlipayCouponsRowActions() {
  const record = useRecordContext<AlipayCouponsRecord>();
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }, record?.status === 1 ? { label: 'resources.alipayCoupons.actions.pause' } : null, record?.status === 2 ? { label: 'resources.alipayCoupons.actions.resume' } : null]}>
      <ShowButton />
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="pause" scope="record" label="resources.alipayCoupons.actions.pause" confirm="resources.alipayCoupons.confirm.pause" icon={<PauseCircle />} /></CanAccess> : null}
      {record?.status === 2 ? <CanAccess action="enable"><CallActionButton action="resume" scope="record" label="resources.alipayCoupons.actions.resume" confirm="resources.alipayCoupons.confirm.resume" icon={<PlayCircle />} /></CanAccess> : null}
    </RowButtons>
  );
}

export function AlipayCouponsRecordActions() {
  const record = useRecordContext<AlipayCouponsRecord>();
  return (
    <>
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="pause" scope="record" label="resources.alipayCoupons.actions.pause" confirm="resources.alipayCoupons.confirm.pause" icon={<PauseCircle />} /></CanAccess> : null}
      {record?.status === 2 ? <CanAccess action="enable"><CallActionButton action="resume" scope="record" label="resources.alipayCoupons.actions.resume" confirm="resources.alipayCoupons.confirm.resume" icon={<PlayCircle />} /></CanAccess> : null}
    </>
  );
}

export function AlipayCouponsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get', 'disable', 'enable']);
  return (
    <ResourceList disableAuthentication title="resources.alipayCoupons.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<AlipayCouponsToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['coupon_type', 'min_spend', 'redeemed']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <AlipayCouponsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.alipayCoupons.fields.id', widget: 'number' },
  activity_id: { label: 'resources.alipayCoupons.fields.activity_id', widget: 'text' },
  name: { label: 'resources.alipayCoupons.fields.name', widget: 'text' },
  coupon_type: {
    label: 'resources.alipayCoupons.fields.coupon_type',
    widget: 'chip',
    choices: choices['coupon_type'],
  },
  face_value: { label: 'resources.alipayCoupons.fields.face_value', widget: 'money' },
  min_spend: { label: 'resources.alipayCoupons.fields.min_spend', widget: 'money' },
  stock: { label: 'resources.alipayCoupons.fields.stock', widget: 'number' },
  claimed: { label: 'resources.alipayCoupons.fields.claimed', widget: 'number' },
  redeemed: { label: 'resources.alipayCoupons.fields.redeemed', widget: 'number' },
  status: { label: 'resources.alipayCoupons.fields.status', widget: 'chip', choices: choices['status'] },
  created_at: { label: 'resources.alipayCoupons.fields.created_at', widget: 'datetime' },
  valid_from: { label: 'resources.alipayCoupons.fields.valid_from', widget: 'datetime' },
  valid_to: { label: 'resources.alipayCoupons.fields.valid_to', widget: 'datetime' },
} satisfies HistoryFields;

export function AlipayCouponsShow({ id, title, list = '/coupon/newCouponList', actions = <AlipayCouponsRecordActions /> }: DetailProps) {
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
        <TextField source="activity_id" />
        <TextField source="name" />
        <ChoiceChipField source="coupon_type" choices={choices.coupon_type} />
        <ChoiceChipField source="status" choices={choices.status} />
        <MoneyField source="face_value" />
        <MoneyField source="min_spend" />
        <NumberField source="stock" />
        <NumberField source="claimed" />
        <NumberField source="redeemed" />
        <DateTimeField source="valid_from" />
        <DateTimeField source="valid_to" />
        <DateTimeField source="created_at" />
      </DescriptionList>
      <DetailPanels resource="alipayCoupons" fields={historyFields} />
    </Show>
  );
}
