// generated — do not edit; edit schemas/carouselImages.yaml and run npm run generate
import { yupResolver } from '@hookform/resolvers/yup';
import PauseCircle from '@mui/icons-material/PauseCircle';
import PlayCircle from '@mui/icons-material/PlayCircle';
import { CanAccess, ColumnsButton, Create, CreateButton, DataTable, DeleteWithConfirmButton, Edit, EditButton, Loading, NumberField, NumberInput, SelectInput, Show, ShowButton, SimpleForm, TextField, TextInput, TopToolbar, useRecordContext } from 'react-admin';
import * as yup from 'yup';
import { CallActionButton, RowButtons } from '../../kit/actions';
import { ChoiceChipField, DatePickerInput, DateTimeField, DescriptionList, EllipsisField, ImageUploadInput, ThumbnailField } from '../../kit/fields';
import type { Choice } from '../../kit/fields';
import { DETAIL_QUERY_OPTIONS, DetailError, DetailHeader, DetailPanels, EditError } from '../../kit/resources/detail';
import type { DetailProps, HistoryFields } from '../../kit/resources/detail';
import { FormDraft } from '../../kit/resources/FormDraft';
import { KEEP_TYPED_INPUT, blankValues } from '../../kit/resources/formOptions';
import { FormRow } from '../../kit/resources/FormRow';
import { toList } from '../../kit/resources/listAddress';
import { useListDensity } from '../../kit/resources/listDensity';
import { ListTable } from '../../kit/resources/ListTable';
import { ListToolbarSlot } from '../../kit/resources/ListToolbarSlot';
import { ResourceList } from '../../kit/resources/ResourceList';
import { ACTIONS_COLUMN } from '../../kit/resources/tableClasses';
import { useRowActionsAllowed } from '../../kit/resources/useRowActionsAllowed';
import { validationMessage as m } from '../../kit/resources/validationMessage';
import type { CarouselImagesRecord } from '../types/carouselImages';

/** Options of the enum fields, labels as i18n keys. */
export const choices = {
  status: [
    { id: 1, name: 'resources.carouselImages.enums.status.1', color: 'success' },
    { id: 0, name: 'resources.carouselImages.enums.status.0', color: 'default' },
  ],
} satisfies Record<string, readonly Choice[]>;

/** The list columns, in the schema's order (DataTable children). */
export const columns = [
  <DataTable.Col key="image" source="image" disableSort><ThumbnailField source="image" recordLabel="title" /></DataTable.Col>,
  <DataTable.Col key="title" source="title" disableSort><EllipsisField source="title" maxWidth={20} /></DataTable.Col>,
  <DataTable.Col key="link" source="link" disableSort><EllipsisField source="link" maxWidth={24} /></DataTable.Col>,
  <DataTable.Col key="display_order" source="display_order" field={NumberField} />,
  <DataTable.Col key="status" source="status" disableSort><ChoiceChipField source="status" choices={choices.status} /></DataTable.Col>,
  <DataTable.Col key="valid_from" source="valid_from"><DateTimeField source="valid_from" dateOnly /></DataTable.Col>,
  <DataTable.Col key="valid_to" source="valid_to"><DateTimeField source="valid_to" dateOnly /></DataTable.Col>,
];

/** The list filters (react-admin filter inputs). */
export const filters = [
  <TextInput key="title" source="title" helperText={false} alwaysOn />,
  <SelectInput key="status" source="status" helperText={false} choices={choices.status} alwaysOn />,
];

/** Create form rules, from the schema's constraints. */
export const createSchema = yup.object({
  image: yup.string().required(m('ra.validation.required')),
  title: yup.string().max(24, m('ra.validation.maxLength', { max: 24 })).required(m('ra.validation.required')),
  link: yup.string().max(200, m('ra.validation.maxLength', { max: 200 })).matches(new RegExp('^(/[A-Za-z0-9_-]+)+(\\?[A-Za-z0-9_=&%.-]*)?$|^https://m\\.piaowu\\.example(/[A-Za-z0-9_.-]+)*/?(\\?[A-Za-z0-9_=&%.-]*)?$'), { message: m('resources.carouselImages.patterns.link'), excludeEmptyString: true }).nullable(),
  display_order: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).min(1, m('ra.validation.minValue', { min: 1 })).max(999, m('ra.validation.maxValue', { max: 999 })).required(m('ra.validation.required')),
  valid_from: yup.string().required(m('ra.validation.required')),
  valid_to: yup.string().required(m('ra.validation.required')),
});

/** Edit form rules, from the schema's constraints. */
export const editSchema = yup.object({
  image: yup.string().required(m('ra.validation.required')),
  title: yup.string().max(24, m('ra.validation.maxLength', { max: 24 })).required(m('ra.validation.required')),
  link: yup.string().max(200, m('ra.validation.maxLength', { max: 200 })).matches(new RegExp('^(/[A-Za-z0-9_-]+)+(\\?[A-Za-z0-9_=&%.-]*)?$|^https://m\\.piaowu\\.example(/[A-Za-z0-9_.-]+)*/?(\\?[A-Za-z0-9_=&%.-]*)?$'), { message: m('resources.carouselImages.patterns.link'), excludeEmptyString: true }).nullable(),
  display_order: yup.number().typeError(m('ra.validation.number')).integer(m('app.validation.integer')).min(1, m('ra.validation.minValue', { min: 1 })).max(999, m('ra.validation.maxValue', { max: 999 })).required(m('ra.validation.required')),
  valid_from: yup.string().required(m('ra.validation.required')),
  valid_to: yup.string().required(m('ra.validation.required')),
});

export function CarouselImagesToolbar() {
  return (
    <TopToolbar>
      <CreateButton label="resources.carouselImages.actions.add" />
      <ColumnsButton />
      <ListToolbarSlot />
    </TopToolbar>
  );
}

export function CarouselImagesRowActions() {
  const record = useRecordContext<CarouselImagesRecord>();
  return (
    <RowButtons rooms={[{ label: 'ra.action.show' }, { label: 'ra.action.edit' }, record?.status === 1 ? { label: 'resources.carouselImages.actions.disable', outlined: true } : null, record?.status === 0 ? { label: 'resources.carouselImages.actions.enable' } : null, { label: 'ra.action.delete', outlined: true }]}>
      <ShowButton />
      <EditButton />
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.carouselImages.actions.disable" confirm="resources.carouselImages.confirm.disable" icon={<PauseCircle />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.carouselImages.actions.enable" confirm="resources.carouselImages.confirm.enable" icon={<PlayCircle />} /></CanAccess> : null}
      <CanAccess action="delete"><DeleteWithConfirmButton mutationMode="pessimistic" redirect={false} confirmContent="resources.carouselImages.confirm.delete" /></CanAccess>
    </RowButtons>
  );
}

export function CarouselImagesRecordActions() {
  const record = useRecordContext<CarouselImagesRecord>();
  return (
    <>
      <EditButton />
      {record?.status === 1 ? <CanAccess action="disable"><CallActionButton action="disable" scope="record" label="resources.carouselImages.actions.disable" confirm="resources.carouselImages.confirm.disable" icon={<PauseCircle />} /></CanAccess> : null}
      {record?.status === 0 ? <CanAccess action="enable"><CallActionButton action="enable" scope="record" label="resources.carouselImages.actions.enable" confirm="resources.carouselImages.confirm.enable" icon={<PlayCircle />} /></CanAccess> : null}
      <CanAccess action="delete"><DeleteWithConfirmButton mutationMode="pessimistic" confirmContent="resources.carouselImages.confirm.delete" /></CanAccess>
    </>
  );
}

export function CarouselImagesList() {
  const density = useListDensity();
  const rowActionsAllowed = useRowActionsAllowed(['get', 'edit', 'disable', 'enable', 'delete']);
  return (
    <ResourceList disableAuthentication title="resources.carouselImages.title" sort={{ field: 'display_order', order: 'ASC' }} perPage={10} filters={filters} actions={<CarouselImagesToolbar />} storeKey={false}>
      <ListTable rowClick="show" size={density} bulkActionButtons={false} hiddenColumns={['valid_from']}>
        {columns}
        {rowActionsAllowed ? (
          <DataTable.Col label="app.action.actions" align="right" headerClassName={ACTIONS_COLUMN} cellClassName={ACTIONS_COLUMN}>
            <CarouselImagesRowActions />
          </DataTable.Col>
        ) : null}
      </ListTable>
    </ResourceList>
  );
}

/** The fields as the record's history names and writes them (labels, widgets, options). */
export const historyFields = {
  id: { label: 'resources.carouselImages.fields.id', widget: 'number' },
  image: { label: 'resources.carouselImages.fields.image', widget: 'upload' },
  title: { label: 'resources.carouselImages.fields.title', widget: 'text' },
  link: { label: 'resources.carouselImages.fields.link', widget: 'text' },
  display_order: { label: 'resources.carouselImages.fields.display_order', widget: 'number' },
  status: { label: 'resources.carouselImages.fields.status', widget: 'chip', choices: choices['status'] },
  valid_from: { label: 'resources.carouselImages.fields.valid_from', widget: 'date' },
  valid_to: { label: 'resources.carouselImages.fields.valid_to', widget: 'date' },
  created_at: { label: 'resources.carouselImages.fields.created_at', widget: 'datetime' },
} satisfies HistoryFields;

export function CarouselImagesShow({ id, title, list = '/swiper/swiperImg', actions = <CarouselImagesRecordActions /> }: DetailProps) {
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
        <ThumbnailField source="image" recordLabel="title" />
        <TextField source="title" />
        <ChoiceChipField source="status" choices={choices.status} />
        <NumberField source="display_order" />
        <TextField source="link" />
        <DateTimeField source="valid_from" dateOnly />
        <DateTimeField source="valid_to" dateOnly />
        <DateTimeField source="created_at" />
      </DescriptionList>
      <DetailPanels resource="carouselImages" fields={historyFields} />
    </Show>
  );
}

export function CarouselImagesCreate() {
  return (
    <Create title="resources.carouselImages.actions.add" redirect={toList('/swiper/swiperImg')} disableAuthentication>
      <SimpleForm resolver={yupResolver(createSchema)} defaultValues={blankValues(createSchema)} resetOptions={KEEP_TYPED_INPUT}>
        <ImageUploadInput source="image" accept={['image/png', 'image/jpeg', 'image/webp']} maxSize={2097152} isRequired />
        <TextInput source="title" isRequired />
        <TextInput source="link" />
        <FormRow>
          <NumberInput source="display_order" isRequired />
          <DatePickerInput source="valid_from" isRequired />
          <DatePickerInput source="valid_to" isRequired />
        </FormRow>
        <FormDraft />
      </SimpleForm>
    </Create>
  );
}

export function CarouselImagesEdit() {
  return (
    <Edit mutationMode="pessimistic" queryOptions={DETAIL_QUERY_OPTIONS} error={<EditError />} redirect={toList('/swiper/swiperImg')} disableAuthentication>
      <SimpleForm resolver={yupResolver(editSchema)} resetOptions={KEEP_TYPED_INPUT}>
        <ImageUploadInput source="image" accept={['image/png', 'image/jpeg', 'image/webp']} maxSize={2097152} isRequired />
        <TextInput source="title" isRequired />
        <TextInput source="link" />
        <FormRow>
          <NumberInput source="display_order" isRequired />
          <DatePickerInput source="valid_from" isRequired />
          <DatePickerInput source="valid_to" isRequired />
        </FormRow>
        <FormDraft />
      </SimpleForm>
    </Edit>
  );
}
