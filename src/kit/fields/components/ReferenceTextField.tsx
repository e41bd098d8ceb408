import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { readAction } from '../../../platform/providers/readAccess';
import { useCanAccessAny } from '../../../platform/providers/useCanAccessAny';
import { userMessage } from '../../../platform/providers/upstreamError';
import { TextField, useFieldValue, useReference, useTranslate, type FieldProps, type Identifier } from 'react-admin';

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
  const id = useFieldValue({ source });
  const readable = useCanAccessAny(reference, [readAction(reference, 'one')]);
  if (id === undefined || id === null || id === '') return null;
  if (readable === undefined) return null;
  if (!readable) return <UnreadableReference id={id} reference={reference} />;
  return <ReferenceText id={id as Identifier} reference={reference} display={display} />;
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
 *
 * The record only, by react-admin's batched `useReference` (one getMany for the page's cells), not through
 * ReferenceFieldBase: that one also works out a link to the record, which this text never draws — two access checks
 * per cell, then a state update from an effect once the record has come. Each cell's record comes in its own
 * react-query notification and re-renders that cell synchronously; the effect's update, left pending after the commit,
 * made the next cell's commit count as nested, and React stops a run of 50 (#185): the conversion statistics list's
 * 60 reference cells did as soon as nothing else in the rows broke the run — with its row buttons held back until
 * after the first paint (issue 32, §9).
 */
function ReferenceText({ id, reference, display }: { id: Identifier; reference: string; display: string }) {
  const { error, isLoading, referenceRecord } = useReference({ reference, id });
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
  return <TextField source={display} record={referenceRecord} resource={reference} />;
}
