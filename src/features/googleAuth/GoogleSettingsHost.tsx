import { lazy, Suspense } from 'react';
import { googleSettings } from './googleSettings';

/** The dialog, its form and yup come when the user menu first opens it, not with the console (issue 32, §9). */
const GoogleSettingsDialog = lazy(() =>
  import('./GoogleSettingsDialog').then((m) => ({ default: m.GoogleSettingsDialog })),
);

/** §2/§7 Google second verification: bind (scan, type a code) or, once bound, cancel with an SMS code. */
export function GoogleSettingsHost() {
  return googleSettings.useValue() ? (
    <Suspense fallback={null}>
      <GoogleSettingsDialog onClose={googleSettings.close} />
    </Suspense>
  ) : null;
}
