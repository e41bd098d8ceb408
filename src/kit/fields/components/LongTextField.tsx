import { TextField, type TextFieldProps } from 'react-admin';

/** Several lines of text, keeping the writer's line breaks (widget `textarea`). */
export function LongTextField(props: TextFieldProps) {
  return <TextField {...props} sx={{ whiteSpace: 'pre-wrap' }} />;
}
