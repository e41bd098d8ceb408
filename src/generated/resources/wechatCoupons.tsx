// generated — do not edit; edit schemas/wechatCoupons.yaml and run npm run generate
import { ColumnsButton, DataTable, Loading, NumberField, SelectInput, Show, ShowButton, TextField, TextInput, TopToolbar } from 'react-admin';
import { RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, DescriptionList, MoneyField } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { DETAIL_QUERY_OPTIONS, DetailError, DetailHeader } from '../../kit/resources/detail';
import type { DetailProps } from '../../kit/resources/detail';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { ResourceList } from '../../kit/resources/ResourceList';
import { ACTIONS_COLUMN } from '../../kit/resources/tableClasses';
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  coupon_type: [
    { id: 1, name: 'resources.wechatCoupons.enums.coupon_type.1', color: 'primary' },
    { id: 2, name: 'resources.wechatCoupons.enums.coupon_type.2', color: 'info' },
  ],
  status: [
    { id: 1, name: 'resources.wechatCoupons.enums.status.1', color: 'success' },
    { id: 2, name: 'resources.wechatCoupons.enums.status.2', color: 'warning' },
    { id: 0, name: 'resources.wechatCoupons.enums.status.0', color: 'default' },
    { id: 3, name: 'resources.wechatCoupons.enums.status.3', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="stock_id" source="stock_id" disableSort />,
  <DataTable.Col key="name" source="name" disableSort />,
  <DataTable.Col key="coupon_type" source="coupon_type" disableSort><ChoiceChipField source="coupon_type" choices={choices.coupon_type} /></DataTable.Col>,
  <DataTable.Col key="face_value" source="face_value" align="right" field={MoneyField} />,
  <DataTable.Col key="min_spend" source="min_spend" align="right" disableSort field={MoneyField} />,
  <DataTable.Col key="total" source="total" field={NumberField} />,
  <DataTable.Col key="issued" source="issued" field={NumberField} />,
  <DataTable.Col key="used" source="used" disableSort field={NumberField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="valid_to" source="valid_to" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="name" source="name" helperText={false} alwaysOn />,
  <TextInput key="stock_id" source="stock_id" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="created_at" source="created_at" alwaysOn />,
];

export function WechatCouponsToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function WechatCouponsRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function WechatCouponsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.wechatCoupons.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<WechatCouponsToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['min_spend', 'used']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <WechatCouponsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function WechatCouponsShow({ id, title, list = '/WeChatTiCket/ConPonList', actions }: DetailProps) {
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
        <TextField source="stock_id" />
        <TextField source="name" />
        <ChoiceChipField source="coupon_type" choices={choices.coupon_type} />
        <ChoiceChipField source="status" choices={choices.status} />
        <MoneyField source="face_value" />
        <MoneyField source="min_spend" />
        <NumberField source="total" />
        <NumberField source="issued" />
        <NumberField source="used" />
        <DateTimeField source="created_at" />
        <DateTimeField source="valid_from" />
        <DateTimeField source="valid_to" />
      </DescriptionList>
    </Show>
  );
}
