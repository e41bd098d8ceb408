import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import type { HistoryEntry, HistoryProfile } from '../../../vocabulary/history';
import type { DetailPanelProps, HistoryFields } from '../../kit/resources/detail/DetailPanels';
import { changeText } from './changeText';
import type { fetchHistory as FetchHistory } from './historyQuery';

interface Props extends DetailPanelProps {
  history: HistoryProfile;
  fetchHistory: typeof FetchHistory;
}

/** The record's operations, newest first: actor, time, action, each changed field by its label, old → new. */
export default function RecordHistory({ resource, fields, history, fetchHistory }: Props) {
  const translate = useTranslate();
  const record = useRecordContext();
  const id = record?.id;
  const { data, error } = useQuery({
    // The record in the key: an action on this screen changes it, and the history is asked for again.
    queryKey: ['recordHistory', resource, id, record],
    queryFn: ({ signal }) => fetchHistory(history, resource, id, signal),
    enabled: id !== undefined,
  });
  if (id === undefined) return null;
  return (
    <Stack component="section" aria-label={translate('app.history.title')} data-testid="record-history" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.history.title')}
      </Typography>
      {error ? (
        <Typography color="error">{(error as Error).message || translate('app.history.failed')}</Typography>
      ) : null}
      {data?.length === 0 ? <Typography color="text.secondary">{translate('app.history.empty')}</Typography> : null}
      <Stack component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={1.5}>
        {data?.map((entry, i) => (
          <Operation key={i} entry={entry} fields={fields} resource={resource} />
        ))}
      </Stack>
    </Stack>
  );
}

/** create/update/delete in words, an action by its button's label. */
function actionLabel(resource: string, action: string, translate: (key: string, o?: object) => string) {
  if (['create', 'update', 'delete'].includes(action)) return translate(`app.history.actions.${action}`);
  return translate(`resources.${resource}.actions.${action}`, { _: action });
}

function Operation({ entry, fields, resource }: { entry: HistoryEntry; fields: HistoryFields; resource: string }) {
  const translate = useTranslate();
  return (
    <li data-testid="history-entry">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {actionLabel(resource, entry.action, translate)}
        </Typography>
        <Typography component="span">{entry.account}</Typography>
        <Chip size="small" label={translate(entry.subAccount ? 'app.history.subAccount' : 'app.history.mainAccount')} />
        <Typography component="span" color="text.secondary">
          {entry.time}
        </Typography>
        {entry.address ? (
          <Typography component="span" color="text.secondary" variant="body2">
            {translate('app.history.from', { address: entry.address })}
          </Typography>
        ) : null}
      </Stack>
      <Stack component="ul" sx={{ m: 0, pl: 3 }}>
        {entry.changes.map((c) => (
          <Typography component="li" key={c.field} variant="body2" data-field={c.field}>
            {translate(fields[c.field]?.label ?? c.field, { _: c.field })}: {changeText(c, fields[c.field], translate)}
          </Typography>
        ))}
      </Stack>
    </li>
  );
}
