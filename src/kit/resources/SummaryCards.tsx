import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { formatFigure } from '../../../vocabulary/format';
import type { SummarySpec } from './types';

/** Figures the list answer carries (credit, daicredit), one card each: above the list, or above a create form. */
export function SummaryCards({
  items,
  summary,
  testId = 'list-summary',
}: {
  items: readonly SummarySpec[];
  summary: Record<string, unknown>;
  testId?: string;
}) {
  const translate = useTranslate();
  return (
    // Wrapped onto more lines rather than wider than a phone (§9: nothing wider than the screen below 576 px).
    <Stack direction="row" spacing={2} useFlexGap sx={{ p: 2, flexWrap: 'wrap' }} data-testid={testId}>
      {items.map((item) => {
        const raw = summary[item.name];
        // As the widget writes a column of it (the same formatter as the list's cells).
        const text = raw === undefined || raw === null ? '—' : formatFigure(raw, item.widget);
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
