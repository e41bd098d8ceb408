import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useCallback, useMemo, type ReactNode } from 'react';
import { FieldTitle, InputHelperText, useGetList, useInput, useTranslate, type RaRecord } from 'react-admin';
import { optionFilter } from './optionFilter';
import { optionRow, VirtualListbox } from './VirtualListbox';

/** §9: selector lists load up to 10000 items, in one request. */
export const SELECTOR_LIMIT = 10000;

interface AllRecordsSelectInputProps {
  source: string;
  reference: string;
  display: string;
  label: ReactNode;
  multiple?: boolean;
  helperText?: string | false;
  isRequired?: boolean;
}

const textOf = (record: RaRecord | undefined, display: string) => (record ? String(record[display] ?? record.id) : '');
const keyOf = (record: RaRecord) => String(record.id);
const sameRecord = (a: RaRecord, b: RaRecord) => a.id === b.id;

/**
 * A selector over every record of another resource (`reference.loadAll`): one getList of up to 10,000 records,
 * searched in the browser as the user types, shown in a virtualised list. Opening and typing stay cheap at 10,000
 * (bench/selector.ts): options are keyed by id (not by their label), labels are folded for matching once per list,
 * and options stay data (optionRow) until their row scrolls into view.
 */
export function AllRecordsSelectInput({
  source,
  reference,
  display,
  label,
  multiple = false,
  helperText = false,
  isRequired,
}: AllRecordsSelectInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, isRequired });
  const { data = [], isPending } = useGetList(reference, {
    pagination: { page: 1, perPage: SELECTOR_LIMIT },
    sort: { field: 'id', order: 'ASC' },
  });
  const byId = useMemo(() => new Map(data.map((r) => [String(r.id), r])), [data]);
  const value = multiple
    ? (Array.isArray(field.value) ? field.value : [])
        .map((id) => byId.get(String(id)))
        .filter((r): r is RaRecord => r !== undefined)
    : (byId.get(String(field.value)) ?? null);
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  // Stable, so MUI does not take a new label function for a new value and reset what the user is typing.
  const optionLabel = useCallback((r: RaRecord) => textOf(r, display), [display]);
  const filterOptions = useMemo(() => optionFilter(optionLabel), [optionLabel]);
  return (
    <Autocomplete<RaRecord, boolean>
      multiple={multiple}
      options={data}
      loading={isPending}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('ra.navigation.no_results')}
      value={value}
      onChange={(_e, picked) => field.onChange(Array.isArray(picked) ? picked.map((r) => r.id) : (picked?.id ?? null))}
      getOptionLabel={optionLabel}
      getOptionKey={keyOf}
      filterOptions={filterOptions}
      isOptionEqualToValue={sameRecord}
      renderOption={(props, r) => optionRow(props, textOf(r, display))}
      slotProps={{ listbox: { component: VirtualListbox } }}
      sx={{ minWidth: 220 }}
      size="small"
      renderInput={(params) => (
        <TextField
          {...params}
          label={isRequired ? <FieldTitle label={label as string} isRequired /> : label}
          name={field.name}
          onBlur={field.onBlur}
          error={fieldState.invalid}
          helperText={
            helperText === false && !error ? undefined : <InputHelperText error={error} helperText={helperText} />
          }
        />
      )}
    />
  );
}
