import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { userMessage } from '../../providers/upstreamError';
import { ReferenceFieldBase, TextField, useFieldValue, useReferenceFieldContext, useTranslate, type FieldProps } from 'react-admin';

/** A record of another resource, shown by one of its fields (widget `reference`). */
export function ReferenceTextField({ source, reference, display }: FieldProps & { source: string; reference: string; display: string }) {
  // Read here: inside ReferenceFieldBase the record in context is the referenced one.
  const id = useFieldValue({ source });
  return (
    <ReferenceFieldBase source={source} reference={reference}>
      <ReferenceText id={id} display={display} />
    </ReferenceFieldBase>
  );
}

/**
 * The referenced record's field; when it cannot be read (an account without that resource's permission gets 403),
 * the id this record holds, with the reason in the user's language — not react-admin's bare error icon.
 */
function ReferenceText({ id, display }: { id: unknown; display: string }) {
  const { error, isLoading, referenceRecord } = useReferenceFieldContext();
  const translate = useTranslate();
  if (error && referenceRecord == null) {
    const reason = userMessage(error);
    return (
      <Tooltip title={translate(reason, { _: reason })}>
        <Typography component="span" variant="body2" color="text.secondary" data-reference-error>
          {String(id ?? '')}
        </Typography>
      </Tooltip>
    );
  }
  if (isLoading) return <LinearProgress />;
  return <TextField source={display} record={referenceRecord} />;
}
