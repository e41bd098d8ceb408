// generated — do not edit; edit schemas/operationLog.yaml and run npm run generate
import Download from '@mui/icons-material/Download';
import { CanAccess, ColumnsButton, DataTable, Loading, SelectField, SelectInput, Show, ShowButton, TextField, TextInput, TopToolbar } from 'react-admin';
import { ExportAction, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateRangeFilter, DateTimeField, DescriptionList, EllipsisField, LongTextField } from '../../kit/fields';
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
  is_sub_account: [
    { id: 0, name: 'resources.operationLog.enums.is_sub_account.0', color: 'primary' },
    { id: 1, name: 'resources.operationLog.enums.is_sub_account.1', color: 'default' },
  ],
  resource: [
    { id: 'agentWithdrawals', name: 'resources.operationLog.enums.resource.agentWithdrawals' },
    { id: 'alipayCoupons', name: 'resources.operationLog.enums.resource.alipayCoupons' },
    { id: 'alipayService', name: 'resources.operationLog.enums.resource.alipayService' },
    { id: 'businessCooperation', name: 'resources.operationLog.enums.resource.businessCooperation' },
    { id: 'carouselImages', name: 'resources.operationLog.enums.resource.carouselImages' },
    { id: 'channels', name: 'resources.operationLog.enums.resource.channels' },
    { id: 'downloads', name: 'resources.operationLog.enums.resource.downloads' },
    { id: 'fanWithdrawals', name: 'resources.operationLog.enums.resource.fanWithdrawals' },
    { id: 'juniorAgents', name: 'resources.operationLog.enums.resource.juniorAgents' },
    { id: 'ksCoupons', name: 'resources.operationLog.enums.resource.ksCoupons' },
    { id: 'ksRefunds', name: 'resources.operationLog.enums.resource.ksRefunds' },
    { id: 'localLifeCoupons', name: 'resources.operationLog.enums.resource.localLifeCoupons' },
    { id: 'localLifeProducts', name: 'resources.operationLog.enums.resource.localLifeProducts' },
    { id: 'media', name: 'resources.operationLog.enums.resource.media' },
    { id: 'merchantInfo', name: 'resources.operationLog.enums.resource.merchantInfo' },
    { id: 'newReleaseTemplate', name: 'resources.operationLog.enums.resource.newReleaseTemplate' },
    { id: 'orders', name: 'resources.operationLog.enums.resource.orders' },
    { id: 'posters', name: 'resources.operationLog.enums.resource.posters' },
    { id: 'pricingRules', name: 'resources.operationLog.enums.resource.pricingRules' },
    { id: 'subaccounts', name: 'resources.operationLog.enums.resource.subaccounts' },
    { id: 'subscribeMessages', name: 'resources.operationLog.enums.resource.subscribeMessages' },
    { id: 'virtualGoods', name: 'resources.operationLog.enums.resource.virtualGoods' },
  ],
  action: [
    { id: 'create', name: 'resources.operationLog.enums.action.create' },
    { id: 'update', name: 'resources.operationLog.enums.action.update' },
    { id: 'delete', name: 'resources.operationLog.enums.action.delete' },
    { id: 'pause', name: 'resources.operationLog.enums.action.pause' },
    { id: 'resume', name: 'resources.operationLog.enums.action.resume' },
    { id: 'disable', name: 'resources.operationLog.enums.action.disable' },
    { id: 'enable', name: 'resources.operationLog.enums.action.enable' },
    { id: 'approve', name: 'resources.operationLog.enums.action.approve' },
    { id: 'reject', name: 'resources.operationLog.enums.action.reject' },
    { id: 'import', name: 'resources.operationLog.enums.action.import' },
    { id: 'cancel', name: 'resources.operationLog.enums.action.cancel' },
    { id: 'grab', name: 'resources.operationLog.enums.action.grab' },
    { id: 'disableSelected', name: 'resources.operationLog.enums.action.disableSelected' },
    { id: 'enableSelected', name: 'resources.operationLog.enums.action.enableSelected' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
  <DataTable.Col key="account" source="account" disableSort />,
  <DataTable.Col key="is_sub_account" source="is_sub_account" disableSort><ChoiceChipField source="is_sub_account" choices={choices.is_sub_account} /></DataTable.Col>,
  <DataTable.Col key="resource" source="resource" disableSort><SelectField source="resource" choices={choices.resource} /></DataTable.Col>,
  <DataTable.Col key="record_id" source="record_id" disableSort />,
  <DataTable.Col key="action" source="action" disableSort><SelectField source="action" choices={choices.action} /></DataTable.Col>,
  <DataTable.Col key="changes" source="changes" disableSort><EllipsisField source="changes" maxWidth={40} /></DataTable.Col>,
  <DataTable.Col key="client_ip" source="client_ip" disableSort />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="account" source="account" helperText={false} alwaysOn />,
  <SelectInput key="resource" source="resource" helperText={false} choices={choices.resource} alwaysOn />,
  <SelectInput key="action" source="action" helperText={false} choices={choices.action} alwaysOn />,
  <DateRangeFilter key="created_at" source="created_at" alwaysOn />,
];

export function OperationLogToolbar() {
  return (
    <TopToolbar>
      <CanAccess action="export"><ExportAction label="resources.operationLog.actions.export" icon={<Download />} /></CanAccess>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function OperationLogRowActions() {
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }]}>
      <ShowButton />
    </RowButtons>
  );
}

export function OperationLogList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get']);
  return (
    <ResourceList disableAuthentication title="resources.operationLog.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={<OperationLogToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <OperationLogRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function OperationLogShow({ id, title, list = '/log/operationLog', actions }: DetailProps) {
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
        <DateTimeField source="created_at" />
        <TextField source="account" />
        <ChoiceChipField source="is_sub_account" choices={choices.is_sub_account} />
        <TextField source="client_ip" />
        <SelectField source="resource" choices={choices.resource} />
        <TextField source="record_id" />
        <SelectField source="action" choices={choices.action} />
        <LongTextField source="changes" />
      </DescriptionList>
    </Show>
  );
}
