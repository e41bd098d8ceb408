import type { ReactElement } from 'react';
import {
  AutocompleteInput, BooleanField, BooleanInput, DateInput, DateTimeInput, ImageField, NumberField, NumberInput,
  PasswordInput, ReferenceField, ReferenceInput, SelectArrayInput, SelectInput, TextField, TextInput,
} from 'react-admin';
import type { FieldSpec, FilterSpec } from '../resources/types';
import { ChoiceChipField } from './components/ChoiceChipField';
import { ChoiceTextField } from './components/ChoiceTextField';
import { DateRangeFilter } from './components/DateRangeFilter';
import { DateTimeField } from './components/DateTimeField';
import { MoneyField } from './components/MoneyField';
import { TagsField } from './components/TagsField';
import type { Widget } from '../../vocabulary/widgets';

/** How one widget is shown, edited and filtered. Generated screens call these and nothing else. */
export interface FieldKind {
  /** A list column or a row of the show screen (Datagrid reads source/label/sortable from it). */
  field(spec: FieldSpec): ReactElement;
  /** A form input (validation comes from the form's yup resolver, not from here). */
  input(spec: FieldSpec): ReactElement;
  /** A list filter input. */
  filter(spec: FieldSpec, filter: FilterSpec): ReactElement;
}

const common = (spec: FieldSpec) => ({ source: spec.source, label: spec.label });
const column = (spec: FieldSpec) => ({ ...common(spec), sortable: spec.sortable ?? false });

const textFilter = (spec: FieldSpec, f: FilterSpec) => <TextInput {...common(spec)} alwaysOn={f.alwaysOn} helperText={false} />;

const choiceFilter = (spec: FieldSpec, f: FilterSpec) =>
  f.op === 'in' ? (
    <SelectArrayInput {...common(spec)} choices={[...(spec.choices ?? [])]} alwaysOn={f.alwaysOn} helperText={false} sx={{ minWidth: 200 }} />
  ) : (
    <SelectInput {...common(spec)} choices={[...(spec.choices ?? [])]} alwaysOn={f.alwaysOn} helperText={false} />
  );

const dateFilter = (spec: FieldSpec, f: FilterSpec) =>
  f.op === 'dateRange' ? <DateRangeFilter {...common(spec)} alwaysOn={f.alwaysOn} /> : <DateInput {...common(spec)} alwaysOn={f.alwaysOn} helperText={false} />;

const choiceInput = (spec: FieldSpec) => <SelectInput {...common(spec)} choices={[...(spec.choices ?? [])]} />;
const noFilter = (spec: FieldSpec): ReactElement => {
  throw new Error(`field ${spec.source} (${spec.kind}) cannot be filtered`);
};

/** The one table from widget to list field, show field, input and filter (house style: one field-kind table). */
export const fieldKinds: Record<Widget, FieldKind> = {
  text: { field: (s) => <TextField {...column(s)} />, input: (s) => <TextInput {...common(s)} />, filter: textFilter },
  textarea: {
    field: (s) => <TextField {...column(s)} sx={{ whiteSpace: 'pre-wrap' }} />,
    input: (s) => <TextInput {...common(s)} multiline minRows={3} />,
    filter: textFilter,
  },
  number: { field: (s) => <NumberField {...column(s)} />, input: (s) => <NumberInput {...common(s)} />, filter: textFilter },
  money: {
    field: (s) => <MoneyField {...column(s)} textAlign="right" />,
    input: (s) => <NumberInput {...common(s)} step={0.01} />,
    filter: (s, f) => <NumberInput {...common(s)} alwaysOn={f.alwaysOn} helperText={false} />,
  },
  phone: { field: (s) => <TextField {...column(s)} />, input: (s) => <TextInput {...common(s)} type="tel" />, filter: textFilter },
  datetime: { field: (s) => <DateTimeField {...column(s)} />, input: (s) => <DateTimeInput {...common(s)} />, filter: dateFilter },
  date: { field: (s) => <DateTimeField {...column(s)} dateOnly />, input: (s) => <DateInput {...common(s)} />, filter: dateFilter },
  image: {
    field: (s) => <ImageField {...column(s)} sx={{ '& img': { maxWidth: 64, maxHeight: 64, objectFit: 'cover', m: 0 } }} />,
    input: (s) => <TextInput {...common(s)} type="url" />,
    filter: noFilter,
  },
  chip: { field: (s) => <ChoiceChipField {...column(s)} spec={s} />, input: choiceInput, filter: choiceFilter },
  select: { field: (s) => <ChoiceTextField {...column(s)} spec={s} />, input: choiceInput, filter: choiceFilter },
  hallType: { field: (s) => <ChoiceTextField {...column(s)} spec={s} />, input: choiceInput, filter: choiceFilter },
  switch: {
    field: (s) => <BooleanField {...column(s)} looseValue />,
    input: (s) =>
      s.numeric ? (
        <BooleanInput {...common(s)} format={(v: unknown) => v === 1 || v === true} parse={(v: boolean) => (v ? 1 : 0)} />
      ) : (
        <BooleanInput {...common(s)} />
      ),
    filter: (s, f) => <SelectInput {...common(s)} choices={[...(s.choices ?? [])]} alwaysOn={f.alwaysOn} helperText={false} />,
  },
  reference: {
    field: (s) => (
      <ReferenceField {...column(s)} reference={s.reference!.resource} link={false}>
        <TextField source={s.reference!.display} />
      </ReferenceField>
    ),
    input: (s) => (
      <ReferenceInput source={s.source} reference={s.reference!.resource}>
        <AutocompleteInput label={s.label} optionText={s.reference!.display} />
      </ReferenceInput>
    ),
    filter: (s, f) => (
      <ReferenceInput source={s.source} reference={s.reference!.resource} alwaysOn={f.alwaysOn}>
        <AutocompleteInput label={s.label} optionText={s.reference!.display} helperText={false} />
      </ReferenceInput>
    ),
  },
  tags: {
    field: (s) => <TagsField {...column(s)} />,
    input: (s) => (
      <TextInput
        {...common(s)}
        format={(v: unknown) => (Array.isArray(v) ? v.join(', ') : '')}
        parse={(v: string) => v.split(/[,，]\s*/).filter(Boolean)}
      />
    ),
    filter: textFilter,
  },
  password: { field: (s) => <TextField {...column(s)} />, input: (s) => <PasswordInput {...common(s)} />, filter: noFilter },
};
