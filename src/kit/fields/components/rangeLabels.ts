import { useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';

/**
 * The two labels of a date range filter ('创建时间 起' / '创建时间 止'), shared by the pickers and the stand-in that
 * shows until they mount, so both read the same.
 */
export function useRangeLabels(source: string): { from: string; to: string } {
  const translate = useTranslate();
  const name = useTranslateLabel()({ source, resource: useResourceContext() });
  return { from: `${name} ${translate('app.filter.from')}`, to: `${name} ${translate('app.filter.to')}` };
}

/**
 * Side by side from 576 px, each as wide as a picker's empty field; below (§9 mobile) one above the other, each the
 * filter form's width. A flex gap, not Stack's margins: those would zero the fields' own (react-admin's dense margin),
 * and the range would sit 4 px lower than the filters beside it; one above the other, the margins alone part them as
 * they part the other filters' lines.
 */
export const RANGE_LAYOUT = {
  direction: { xs: 'column', sm: 'row' },
  spacing: { xs: 0, sm: 1 },
  useFlexGap: true,
  sx: { alignItems: { xs: 'stretch', sm: 'flex-start' }, '& > .MuiFormControl-root': { width: { sm: 230 } } },
} as const;
