/**
 * One widget table and one formatter for columns, summary figures, chart series and exports (issue 31 item 12).
 */
import { describe, expect, it } from 'vitest';
import { seriesFormatter as seriesValue } from '../../../src/kit/resources/charts/seriesFormat';
import { sheetOf } from '../../../upstream/xlsx';
import { formatFigure, formatPercent } from '../../../vocabulary/format';
import { displayWidth } from '../../../vocabulary/textWidth';
import { FIGURE_WIDGETS, SERIES_WIDGETS } from '../../../vocabulary/widgets';

describe('figures share the widget table and its formatter', () => {
  it('a percent series reads as its column: 12.5 stored of 100 is 12.50%, not 1250.00%', () => {
    expect(seriesValue({ name: 'rate', label: 'Rate', widget: 'percent' })(12.5)).toBe('12.50%');
    expect(seriesValue({ name: 'rate', label: 'Rate', widget: 'percent', base: 1 })(0.125)).toBe('12.50%');
  });

  it('a summary figure is written by the column formatter (percent included)', () => {
    expect(formatFigure(12.5, 'percent')).toBe(formatPercent(12.5));
    expect(formatFigure(29332.91, 'money')).toBe('¥29,332.91');
    expect(FIGURE_WIDGETS).toEqual(['text', 'number', 'money', 'percent']);
    expect(SERIES_WIDGETS).toEqual(['number', 'money', 'percent']);
  });

  it('an export column counts a character between 0x80 and 0xff as 2, as list cells do (§9)', () => {
    expect(displayWidth('é')).toBe(2);
    expect(sheetOf(['é'.repeat(10)], []).columns[0].width).toBe(22);
  });
});
