// generated — do not edit; edit schemas/posters.yaml and run npm run generate
import { Datagrid, List } from 'react-admin';
import { fieldKinds as k } from '../../fields/fieldKinds';
import type { FieldSpec } from '../../resources/types';
import type { PostersRecord } from '../types/posters';

/** Every field of the record, as the field-kind table reads it. */
export const fields = {
  id: { source: 'id', kind: 'number', label: 'resources.poster/sharePoster.fields.id' },
  image: { source: 'image', kind: 'image', label: 'resources.poster/sharePoster.fields.image' },
  title: { source: 'title', kind: 'text', label: 'resources.poster/sharePoster.fields.title' },
  appid: { source: 'appid', kind: 'text', label: 'resources.poster/sharePoster.fields.appid' },
  status: {
    source: 'status',
    kind: 'chip',
    label: 'resources.poster/sharePoster.fields.status',
    choices: [
      { id: 1, name: 'resources.poster/sharePoster.enums.status.1', color: 'success' },
      { id: 0, name: 'resources.poster/sharePoster.enums.status.0', color: 'default' },
    ],
  },
  is_official: {
    source: 'is_official',
    kind: 'select',
    label: 'resources.poster/sharePoster.fields.is_official',
    choices: [
      { id: 1, name: 'resources.poster/sharePoster.enums.is_official.1' },
      { id: 0, name: 'resources.poster/sharePoster.enums.is_official.0' },
    ],
  },
  created_at: {
    source: 'created_at',
    kind: 'datetime',
    label: 'resources.poster/sharePoster.fields.created_at',
    sortable: true,
  },
} satisfies Partial<Record<keyof PostersRecord, FieldSpec>>;

const filters = [
  k.text.filter(fields.appid, { op: 'equals', alwaysOn: true }),
  k.chip.filter(fields.status, { op: 'equals', alwaysOn: true }),
  k.select.filter(fields.is_official, { op: 'equals', alwaysOn: true }),
];

export function PostersList() {
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} perPage={10} filters={filters} actions={false} storeKey={false}>
      <Datagrid rowClick={false} bulkActionButtons={false}>
        {k.image.field(fields.image)}
        {k.text.field(fields.title)}
        {k.text.field(fields.appid)}
        {k.chip.field(fields.status)}
        {k.select.field(fields.is_official)}
        {k.datetime.field(fields.created_at)}
      </Datagrid>
    </List>
  );
}
