/** The picker chunk: everything of MUI X date pickers and dayjs, loaded the first time a screen shows a date input. */
export { PickerInput } from './PickerInput';
export { DateRangePickers } from './DateRangePickers';
