/** The project's own field, input and filter components: what the widget table (vocabulary/widgets.ts) names as `fields`. */
export { ChoiceChipField } from './components/ChoiceChipField';
export { DateRangeFilter } from './components/DateRangeFilter';
export { DateTimeField } from './components/DateTimeField';
export { LongTextField } from './components/LongTextField';
export { MoneyField } from './components/MoneyField';
export { ReferenceSelectInput } from './components/ReferenceSelectInput';
export { ReferenceTextField } from './components/ReferenceTextField';
export { SwitchInput } from './components/SwitchInput';
export { TagsField } from './components/TagsField';
export { TagsInput } from './components/TagsInput';
export { ThumbnailField } from './components/ThumbnailField';
export type { Choice } from './choices';
