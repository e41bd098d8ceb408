import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import { formatMoney } from '../fields/format';
import type { SummarySpec } from './types';

/** Figures the list answer carries beside its rows (e.g. credit, daicredit), shown above the list (§7). */
export function ListSummary({ items }: { items: readonly SummarySpec[] }) {
  const { meta } = useListContext();
  const translate = useTranslate();
  const summary = (meta as { summary?: Record<string, unknown> } | undefined)?.summary;
  if (!summary) return null;
  return (
    // Wrapped onto more lines rather than wider than a phone (§9: nothing wider than the screen below 576 px).
    <Stack direction="row" spacing={2} useFlexGap sx={{ p: 2, flexWrap: 'wrap' }} data-testid="list-summary">
      {items.map((item) => {
        const raw = summary[item.name];
        const text = raw === undefined || raw === null ? '—' : item.widget === 'money' ? formatMoney(Number(raw)) : String(raw);
        return (
          <Card key={item.name} variant="outlined" sx={{ px: 2, py: 1, minWidth: 160 }} data-summary={item.name}>
            <Typography variant="caption" color="text.secondary">
              {translate(item.label)}
            </Typography>
            <Typography variant="h6" component="p">
              {text}
            </Typography>
          </Card>
        );
      })}
    </Stack>
  );
}
