import { Children, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useRecordContext, useResourceContext, useTranslateLabel } from 'react-admin';

import { balancedRows } from './balancedRows';

/** The narrowest a figure card gets, and the gap between cards (theme spacing 2). */
const CARD_MIN = 200;
const GAP = 16;

/** The element's width, followed as it changes (the menu collapses, the window resizes). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Figure cards in balanced rows (issue 30 item 18): as many rows as the width needs and the cards shared evenly
 * over them (5 → 3 + 2 where 4 would fit, all in one row where they fit), each row filling the width.
 */
export function FigureCards({ children }: { children: ReactNode }) {
  const cards = Children.toArray(children);
  const [ref, width] = useWidth<HTMLDivElement>();
  // Before the first measurement: one column, as a phone shows them.
  const rows = width > 0 ? balancedRows(cards.length, width, CARD_MIN, GAP) : cards.map(() => 1);
  const starts = rows.map((_, i) => rows.slice(0, i).reduce((a, b) => a + b, 0));
  return (
    <Box ref={ref} sx={{ display: 'grid', gap: 2 }} data-testid="figure-cards">
      {rows.map((size, i) => {
        const row = cards.slice(starts[i], starts[i] + size);
        return (
          <Box
            key={i}
            data-testid="figure-row"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}
          >
            {row}
          </Box>
        );
      })}
    </Box>
  );
}

/** One figure of the dashboard's record: its field's label above the value shown by the field's own component. */
export function FigureCard({ source, children }: { source: string; children: ReactNode }) {
  const record = useRecordContext();
  const label = useTranslateLabel()({ source, resource: useResourceContext() });
  return (
    <Card variant="outlined" data-figure={source}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="div" sx={{ mt: 1 }}>
          {record ? children : <Skeleton width="60%" />}
        </Typography>
      </CardContent>
    </Card>
  );
}
