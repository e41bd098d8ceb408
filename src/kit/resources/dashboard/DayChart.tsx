import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { LazySeriesChart } from '../charts/LazySeriesChart';

export interface DayChartProps {
  /** Key of the points in the dashboard's record. */
  source: string;
  kind: 'line' | 'bar';
  /** i18n key of the title. */
  label: string;
  series: ReadonlyArray<{ name: string; label: string; widget: 'number' | 'money' | 'percent' }>;
}

/** A chart of per-day figures the dashboard's record carries (`[{ day, <series>… }]`). */
export function DayChart({ source, kind, label, series }: DayChartProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const points = Array.isArray(record?.[source]) ? (record[source] as Array<Record<string, unknown>>) : [];
  return (
    <Card variant="outlined" data-chart={source}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate(label)}
        </Typography>
        <LazySeriesChart
          kind={kind}
          x="day"
          points={points}
          series={series.map((s) => ({ ...s, label: translate(s.label) }))}
        />
      </CardContent>
    </Card>
  );
}
