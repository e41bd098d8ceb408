import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, zhCN } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

/**
 * Empty date sections in Chinese: MUI X's zhCN texts keep the English YYYY-MM-DD placeholders, so an empty picker
 * reads 年-月-日 时:分:秒 instead.
 */
const ZH_PLACEHOLDERS = {
  fieldYearPlaceholder: () => '年',
  fieldMonthPlaceholder: () => '月',
  fieldDayPlaceholder: () => '日',
  fieldHoursPlaceholder: () => '时',
  fieldMinutesPlaceholder: () => '分',
  fieldSecondsPlaceholder: () => '秒',
};

/** The console's languages as dayjs locales and the pickers' own texts (toolbar, buttons, placeholders, screen-reader labels). */
const PICKER_LOCALES = {
  'zh-CN': {
    adapter: 'zh-cn',
    text: { ...zhCN.components.MuiLocalizationProvider.defaultProps.localeText, ...ZH_PLACEHOLDERS },
  },
  en: { adapter: 'en', text: enUS.components.MuiLocalizationProvider.defaultProps.localeText },
} as const;

/** Pickers speak the console's language and follow a switch of it (month names, weekdays, first day of the week). */
export function PickerProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const l = PICKER_LOCALES[locale as keyof typeof PICKER_LOCALES] ?? PICKER_LOCALES['zh-CN'];
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={l.adapter} localeText={l.text}>
      {children}
    </LocalizationProvider>
  );
}
