import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { googleVerification } from '../../platform/providers/googleVerification';

/** The dialog, its form and yup come when a call is first refused with -5, not with the console (issue 32, §9). */
const GoogleCheckDialog = lazy(() => import('./GoogleCheckDialog').then((m) => ({ default: m.GoogleCheckDialog })));

/**
 * §4 Google dialog: any body code -5 opens it (through providers/googleVerification.ts — the calls refused meanwhile
 * share this one dialog). Success stores the 30-minute mark (§9), says 'verification succeeded', closes, and the
 * refused calls go again; Cancel gives them back their -5 error.
 */
export function GoogleCheckHost() {
  const [open, setOpen] = useState(false);
  const settle = useRef<(passed: boolean) => void>(undefined);
  useEffect(
    () =>
      googleVerification.register(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setOpen(true);
          }),
      ),
    [],
  );
  // Unmounted while asking (signed out): the waiting calls get their error.
  useEffect(() => () => settle.current?.(false), []);
  const finish = (passed: boolean) => {
    setOpen(false);
    settle.current?.(passed);
    settle.current = undefined;
  };
  return open ? (
    <Suspense fallback={null}>
      <GoogleCheckDialog onPassed={() => finish(true)} onCancel={() => finish(false)} />
    </Suspense>
  ) : null;
}
