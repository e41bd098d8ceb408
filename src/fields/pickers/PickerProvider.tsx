import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, zhCN } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

/** The console's languages as dayjs locales and the pickers' own texts (toolbar, buttons, screen-reader labels). */
const LOCALES = {
  'zh-CN': { adapter: 'zh-cn', text: zhCN.components.MuiLocalizationProvider.defaultProps.localeText },
  en: { adapter: 'en', text: enUS.components.MuiLocalizationProvider.defaultProps.localeText },
} as const;

/** Pickers speak the console's language and follow a switch of it (month names, weekdays, first day of the week). */
export function PickerProvider({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const l = LOCALES[locale as keyof typeof LOCALES] ?? LOCALES['zh-CN'];
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={l.adapter} localeText={l.text}>
      {children}
    </LocalizationProvider>
  );
}
