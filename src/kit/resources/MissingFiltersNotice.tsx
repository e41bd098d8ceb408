import Alert from '@mui/material/Alert';
import { useListContext, useResourceContext, useTranslate } from 'react-admin';

/**
 * Says which required filters (a report's period) the list waits for: the dataProvider does not ask the upstream
 * without them (src/platform/providers/appDataProvider.ts), so an empty table is not mistaken for "no data".
 */
export function MissingFiltersNotice() {
  const { meta } = useListContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const missing = (meta as { missingFilters?: string[] } | undefined)?.missingFilters;
  if (!missing?.length) return null;
  const fields = missing.map((f) => translate(`resources.${resource}.fields.${f}`)).join('、');
  return (
    <Alert severity="info" sx={{ m: 1 }} data-testid="missing-filters">
      {translate('app.list.missingFilters', { fields })}
    </Alert>
  );
}
