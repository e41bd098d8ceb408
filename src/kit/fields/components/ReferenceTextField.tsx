import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { readAction } from '../../../platform/providers/readAccess';
import { useCanAccessAny } from '../../../platform/providers/useCanAccessAny';
import { userMessage } from '../../../platform/providers/upstreamError';
import {
  ReferenceFieldBase,
  TextField,
  useFieldValue,
  useReferenceFieldContext,
  useTranslate,
  type FieldProps,
} from 'react-admin';

/**
 * A record of another resource, shown by one of its fields (widget `reference`). An account that may not read that
 * resource (§6: an operator holding posters but not cinemas) asks nothing of the upstream, which would refuse it: it
 * sees the record named as the console names a record it cannot label — its noun and number, 影院 #42 — with the
 * reason on hover.
 */
export function ReferenceTextField({
  source,
  reference,
  display,
}: FieldProps & { source: string; reference: string; display: string }) {
  // Read here: inside ReferenceFieldBase the record in context is the referenced one.
  const id = useFieldValue({ source });
  const readable = useCanAccessAny(reference, [readAction(reference, 'one')]);
  if (id === undefined || id === null || id === '') return null;
  if (readable === undefined) return null;
  if (!readable) return <UnreadableReference id={id} reference={reference} />;
  return (
    <ReferenceFieldBase source={source} reference={reference}>
      <ReferenceText id={id} display={display} />
    </ReferenceFieldBase>
  );
}

function UnreadableReference({ id, reference }: { id: unknown; reference: string }) {
  const translate = useTranslate();
  const name = translate(`resources.${reference}.name`, { smart_count: 1 });
  return (
    <Tooltip title={translate('app.reference.notReadable', { name })}>
      <Typography component="span" variant="body2" color="text.secondary" data-reference-unreadable>
        {translate('app.reference.record', { name, id: String(id) })}
      </Typography>
    </Tooltip>
  );
}

/**
 * The referenced record's field; when it cannot be read all the same (a failed request), the id this record holds,
 * with the reason in the user's language — not react-admin's bare error icon.
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
