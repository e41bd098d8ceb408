import { useTheme } from '@mui/material/styles';
import dayjs, { type Dayjs } from 'dayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { useContext, useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldTitle, InputHelperText, ListContext, useInput, useResourceContext, type InputProps } from 'react-admin';
import { setValueAt, valueAt } from '../../../../vocabulary/paths';
import { PickerProvider } from './PickerProvider';

/**
 * What each picker kind stores: the upstream's own text forms (§7 records carry 'YYYY-MM-DD HH:mm:ss', days and
 * statement periods), so a picked value goes out exactly as a typed one would have.
 */
export const PICKER_KINDS = {
  date: { format: 'YYYY-MM-DD', views: ['year', 'month', 'day'] },
  datetime: { format: 'YYYY-MM-DD HH:mm:ss', views: ['year', 'month', 'day', 'hours', 'minutes', 'seconds'] },
  month: { format: 'YYYY-MM', views: ['year', 'month'] },
} as const;
export type PickerKind = keyof typeof PICKER_KINDS;

export interface PickerInputProps extends Omit<InputProps, 'format' | 'parse'> {
  kind: PickerKind;
  helperText?: string | false;
  /** Days before this one ('YYYY-MM-DD…') cannot be picked (a range's end after its start). */
  minDate?: unknown;
  /** Days after this one cannot be picked. */
  maxDate?: unknown;
  /** Focus the field's first section on mount. */
  autoFocus?: boolean;
}

/** The stored text as a day, or null when empty or unreadable (a half-typed value stays the form's business). */
function toDay(value: unknown, format: string): Dayjs | null {
  if (typeof value !== 'string' || value === '') return null;
  const day = dayjs(value.length === format.length ? value : value.slice(0, format.length));
  return day.isValid() ? day : null;
}

/**
 * A filter input that mounts after its filter form was filled takes the list's value for its source. react-admin's
 * filter form copies the list's filters only into the inputs registered when they change, and the pickers are a lazy
 * chunk: on a list that opens with a default period (a required dateRange) they would show empty while it applies.
 */
export function useListFilterOnMount(source: string) {
  const list = useContext(ListContext);
  const { getValues, reset } = useFormContext();
  useEffect(() => {
    const applied = list ? valueAt(list.filterValues ?? {}, source) : undefined;
    const shown = getValues(source);
    if (applied === undefined || applied === null || !(shown === undefined || shown === null || shown === '')) return;
    // A reset, not setValue: react-admin's filter form takes a named change for the user's own, submits its values
    // half a second later — over a filter the list was given meanwhile (a link, back, forward) — and skips the next
    // filter given from outside.
    const values = structuredClone(getValues());
    setValueAt(values, source, applied);
    reset(values, { keepDefaultValues: true });
    // Once, on mount: afterwards the filter form keeps the input and the list in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** One react-admin input backed by an MUI X picker: a calendar (and clock) in place of the browser's mm/dd/yyyy box. */
export function PickerInput({ kind, label, helperText, minDate, maxDate, autoFocus, ...props }: PickerInputProps) {
  const resource = useResourceContext(props);
  const { field, fieldState, isRequired, id } = useInput(props);
  useListFilterOnMount(props.source);
  const { format } = PICKER_KINDS[kind];
  // Pickers draw their own text field (MUI X's, which reads none of MuiTextField's defaults): give it the variant,
  // size and margin react-admin's theme gives every other input, so a picker is as tall as a text or select input
  // beside it (48 px, not MUI X's 56) and their labels sit on one line.
  const {
    variant = 'filled',
    size = 'small',
    margin = 'dense',
  } = useTheme().components?.MuiTextField?.defaultProps ?? {};
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const common = {
    value: toDay(field.value, format),
    onChange: (day: Dayjs | null) => field.onChange(day && day.isValid() ? day.format(format) : null),
    format,
    minDate: toDay(minDate, 'YYYY-MM-DD') ?? undefined,
    maxDate: toDay(maxDate, 'YYYY-MM-DD') ?? undefined,
    label:
      label === false ? undefined : (
        <FieldTitle label={label} source={props.source} resource={resource} isRequired={isRequired} />
      ),
    slotProps: {
      textField: {
        id,
        name: field.name,
        onBlur: field.onBlur,
        error: fieldState.invalid,
        variant,
        size,
        margin,
        helperText:
          helperText === false && !error ? undefined : <InputHelperText error={error} helperText={helperText} />,
        inputProps: { 'data-source': props.source },
      },
      field: { clearable: true, autoFocus },
    },
  };
  return (
    <PickerProvider>
      {kind === 'datetime' ? (
        <DesktopDateTimePicker {...common} views={PICKER_KINDS.datetime.views} ampm={false} />
      ) : (
        <DesktopDatePicker
          {...common}
          views={kind === 'month' ? PICKER_KINDS.month.views : PICKER_KINDS.date.views}
          openTo={kind === 'month' ? 'month' : 'day'}
        />
      )}
    </PickerProvider>
  );
}
