// generated — do not edit; edit schemas/couponClaims.yaml and run npm run generate
import { ColumnsButton, DataTable, Loading, SelectInput, Show, ShowButton, TextField, TextInput, TopToolbar } from 'react-admin';
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
  channel: [
    { id: 1, name: 'resources.couponClaims.enums.channel.1', color: 'primary' },
    { id: 2, name: 'resources.couponClaims.enums.channel.2', color: 'info' },
    { id: 3, name: 'resources.couponClaims.enums.channel.3', color: 'secondary' },
  ],
  status: [
    { id: 0, name: 'resources.couponClaims.enums.status.0', color: 'info' },
    { id: 1, name: 'resources.couponClaims.enums.status.1', color: 'success' },
    { id: 2, name: 'resources.couponClaims.enums.status.2', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="claim_no" source="claim_no" disableSort />,
  <DataTable.Col key="coupon_name" source="coupon_name" disableSort />,
  <DataTable.Col key="face_value" source="face_value" align="right" field={MoneyField} />,
  <DataTable.Col key="user_tel" source="user_tel" disableSort />,
  <DataTable.Col key="channel" source="channel" disableSort><ChoiceChipField source="channel" choices={choices.channel} /></DataTable.Col>,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="claimed_at" source="claimed_at" field={DateTimeField} />,
  <DataTable.Col key="used_at" source="used_at" disableSort field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="user_tel" source="user_tel" helperText={false} alwaysOn />,
  <TextInput key="claim_no" source="claim_no" helperText={false} alwaysOn />,
  <TextInput key="coupon_name" source="coupon_name" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <DateRangeFilter key="claimed_at" source="claimed_at" alwaysOn />,
];

export function CouponClaimsToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function CouponClaimsRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function CouponClaimsList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.couponClaims.title" sort={{ field: 'claimed_at', order: 'DESC' }} perPage={10} filters={filters} actions={<CouponClaimsToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['used_at']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <CouponClaimsRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function CouponClaimsShow({ id, title, list = '/coupon/newUserReceiveList', actions }: DetailProps) {
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
        <TextField source="claim_no" />
        <ChoiceChipField source="status" choices={choices.status} />
        <TextField source="coupon_name" />
        <MoneyField source="face_value" />
        <TextField source="user_tel" />
        <ChoiceChipField source="channel" choices={choices.channel} />
        <DateTimeField source="claimed_at" />
        <DateTimeField source="used_at" />
        <TextField source="cinema_name" />
      </DescriptionList>
    </Show>
  );
}
