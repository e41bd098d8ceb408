import { ReferenceField, TextField, type FieldProps } from 'react-admin';

/** A record of another resource, shown by one of its fields (widget `reference`). */
export function ReferenceTextField({ source, reference, display }: FieldProps & { source: string; reference: string; display: string }) {
  return (
    <ReferenceField source={source} reference={reference} link={false}>
      <TextField source={display} />
    </ReferenceField>
  );
}
