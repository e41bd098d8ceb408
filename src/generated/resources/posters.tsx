// generated — do not edit; edit schemas/posters.yaml and run npm run generate
import { yupResolver } from '@hookform/resolvers/yup';
import Publish from '@mui/icons-material/Publish';
import Unpublished from '@mui/icons-material/Unpublished';
import { CanAccess, ColumnsButton, Create, CreateButton, DataTable, DeleteWithConfirmButton, Edit, EditButton, SelectField, SelectInput, SimpleForm, TextInput, TopToolbar, useRecordContext } from 'react-admin';
import * as yup from 'yup';
import { CallActionButton, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DateTimeField, EllipsisField, ImageUploadInput, ReferenceSelectInput, ReferenceTextField, ThumbnailField } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { DETAIL_QUERY_OPTIONS, EditError } from '../../kit/resources/detail';
import { FormDraft } from '../../kit/resources/FormDraft';
import { KEEP_TYPED_INPUT, blankValues } from '../../kit/resources/formOptions';
import { toList } from '../../kit/resources/listAddress';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { ResourceList } from '../../kit/resources/ResourceList';
import { ACTIONS_COLUMN } from '../../kit/resources/tableClasses';
import { useReadableFilters } from '../../kit/resources/useReadableFilters';
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';
import { validationMessage as m } from '../../kit/resources/validationMessage';
import type { PostersRecord } from '../types/posters';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  status: [
    { id: 1, name: 'resources.posters.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.posters.enums.status.0', color: 'default' },
  ],
  is_official: [
    { id: 1, name: 'resources.posters.enums.is_official.1' },
    { id: 0, name: 'resources.posters.enums.is_official.0' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="image" source="image" disableSort><ThumbnailField source="image" recordLabel="title" /></DataTable.Col>,
  <DataTable.Col key="title" source="title" disableSort><EllipsisField source="title" maxWidth={16} /></DataTable.Col>,
  <DataTable.Col key="cinema_id" source="cinema_id" disableSort><ReferenceTextField source="cinema_id" reference="cinemas" display="name" /></DataTable.Col>,
  <DataTable.Col key="appid" source="appid" disableSort />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="is_official" source="is_official" disableSort><SelectField source="is_official" choices={choices.is_official} /></DataTable.Col>,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="appid" source="appid" helperText={false} alwaysOn />,
  <ReferenceSelectInput key="cinema_id" source="cinema_id" reference="cinemas" display="name" loadAll alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
  <SelectInput key="is_official" source="is_official" helperText={false} choices={choices.is_official} alwaysOn />,
];

/** Create form rules, from the schema's constraints. */
export const createSchema = yup.object({
  image: yup.string().required(m('ra.validation.required')),
  title: yup.string().max(40, m('ra.validation.maxLength', { max: 40 })).required(m('ra.validation.required')),
  cinema_id: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).nullable(),
  appid: yup.string().nullable(),
  status: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).oneOf([1, 0], m('ra.validation.oneOf', { options: '1, 0' })).nullable(),
});

/** Edit form rules, from the schema's constraints. */
export const editSchema = yup.object({
  image: yup.string().required(m('ra.validation.required')),
  title: yup.string().max(40, m('ra.validation.maxLength', { max: 40 })).required(m('ra.validation.required')),
  cinema_id: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).nullable(),
  appid: yup.string().nullable(),
  status: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).oneOf([1, 0], m('ra.validation.oneOf', { options: '1, 0' })).nullable(),
});

export function PostersToolbar() {
  return (
    <TopToolbar>
      <CreateButton label="resources.posters.actions.add" />
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function PostersRowActions() {
  const record = useRecordContext<PostersRecord>();
  return (
    <RowButtons rooms={[{ label: 'ra.action.edit' }, record?.status === 1 ? { label: 'resources.posters.actions.disable', outlined: true } : null, record?.status === 0 ? { label: 'resources.posters.actions.enable' } : null, { label: 'ra.action.delete', outlined: true }]}>
      <EditButton />
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.posters.actions.disable" confirm="resources.posters.confirm.disable" icon={<Unpublished />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.posters.actions.enable" confirm="resources.posters.confirm.enable" icon={<Publish />} /></CanAccess> : null}
      <CanAccess action="delete"><DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} confirmContent="resources.posters.confirm.delete" /></CanAccess>
    </RowButtons>
  );
}

export function PostersList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['edit', 'disable', 'enable', 'delete']);
  const readableFilters = useReadableFilters(filters);
  return (
    <ResourceList disableAuthentication title="resources.posters.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={readableFilters} actions={<PostersToolbar />} storeKey={false}>
      <ListTable rowClick={false} size={density} bulkActionButtons={false} hiddenColumns={['appid']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <PostersRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The columns of officialPosters. */
export const officialPostersColumns = [
  <DataTable.Col key="image" source="image" disableSort><ThumbnailField source="image" recordLabel="title" /></DataTable.Col>,
  <DataTable.Col key="title" source="title" disableSort><EllipsisField source="title" maxWidth={16} /></DataTable.Col>,
  <DataTable.Col key="cinema_id" source="cinema_id" disableSort><ReferenceTextField source="cinema_id" reference="cinemas" display="name" /></DataTable.Col>,
  <DataTable.Col key="appid" source="appid" disableSort />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="created_at" source="created_at" field={DateTimeField} />,
];

export function OfficialPostersToolbar() {
  return (
    <TopToolbar>
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function OfficialPostersRowActions() {
  const record = useRecordContext<PostersRecord>();
  return (
    <RowButtons rooms={[record?.status === 1 ? { label: 'resources.officialPosters.actions.disable', outlined: true } : null, record?.status === 0 ? { label: 'resources.officialPosters.actions.enable' } : null]}>
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.officialPosters.actions.disable" confirm="resources.officialPosters.confirm.disable" icon={<Unpublished />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.officialPosters.actions.enable" confirm="resources.officialPosters.confirm.enable" icon={<Publish />} /></CanAccess> : null}
    </RowButtons>
  );
}

export function OfficialPostersList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['disable', 'enable']);
  const readableFilters = useReadableFilters([filters[0], filters[1], filters[2]]);
  return (
    <ResourceList disableAuthentication title="resources.officialPosters.title" sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={readableFilters} actions={<OfficialPostersToolbar />} storeKey={false}>
      <ListTable rowClick={false} size={density} bulkActionButtons={false} hiddenColumns={['appid']}>
        {officialPostersColumns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <OfficialPostersRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

export function PostersCreate() {
  return (
    <Create title="resources.posters.actions.add" redirect={toList('/poster/sharePoster')} disableAuthentication>
      <SimpleForm resolver={yupResolver(createSchema)} defaultValues={blankValues(createSchema)} resetOptions={KEEP_TYPED_INPUT}>
        <ImageUploadInput source="image" accept={['image/png', 'image/jpeg']} maxSize={2097152} isRequired />
        <TextInput source="title" isRequired />
        <ReferenceSelectInput source="cinema_id" reference="cinemas" display="name" loadAll />
        <TextInput source="appid" />
        <SelectInput source="status" choices={choices.status} />
        <FormDraft />
      </SimpleForm>
    </Create>
  );
}

export function PostersEdit() {
  return (
    <Edit mutationMode="pessimistic" queryOptions={DETAIL_QUERY_OPTIONS} error={<EditError />} redirect={toList('/poster/sharePoster')} disableAuthentication>
      <SimpleForm resolver={yupResolver(editSchema)} resetOptions={KEEP_TYPED_INPUT}>
        <ImageUploadInput source="image" accept={['image/png', 'image/jpeg']} maxSize={2097152} isRequired />
        <TextInput source="title" isRequired />
        <ReferenceSelectInput source="cinema_id" reference="cinemas" display="name" loadAll />
        <TextInput source="appid" />
        <SelectInput source="status" choices={choices.status} />
        <FormDraft />
      </SimpleForm>
    </Edit>
  );
}
