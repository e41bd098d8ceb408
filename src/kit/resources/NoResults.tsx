import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetResourceLabel, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { LabelledButton } from '../../platform/components/LabelledButton';

/**
 * What an empty list shows in place of its rows or cards: react-admin's ListNoResults, whose 清除筛选 / Clear filters
 * button has no icon and so is drawn empty below `sm` (react-admin's Button shows only its icon there); this one keeps
 * its words on a phone too, and names the records as a sentence does (No orders found, not No Orders found).
 */
export function NoResults() {
  const translate = useTranslate();
  const resource = useResourceContext()!;
  const { filterValues, setFilters } = useListContext();
  // The noun as it reads mid-sentence (No orders found), react-admin's key for it as its own empty page uses it.
  const name = translate(`resources.${resource}.forcedCaseName`, {
    smart_count: 0,
    _: useGetResourceLabel()(resource, 0),
  });
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <CardContent data-testid="no-results">
      <Typography variant="body2">
        {filtered ? (
          <>
            {translate('ra.navigation.no_filtered_results', {
              resource,
              name,
              _: 'No results found with the current filters.',
            })}{' '}
            <LabelledButton label="ra.navigation.clear_filters" onClick={() => setFilters({}, [])} />
          </>
        ) : (
          translate('ra.navigation.no_results', { resource, name, _: 'No results found.' })
        )}
      </Typography>
    </CardContent>
  );
}
