import { TextInput, type TextInputProps } from 'react-admin';

const toText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : '');
/** Commas of either width separate the items. */
const toList = (text: string) => text.split(/[,，]\s*/).filter(Boolean);

/** A list of short texts typed as one comma-separated line (widget `tags`). */
export function TagsInput(props: TextInputProps) {
  return <TextInput {...props} format={toText} parse={toList} />;
}
