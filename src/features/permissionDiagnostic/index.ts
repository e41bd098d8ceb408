import { lazy } from 'react';
import type { Feature } from '../contract';
import { DiagnosisLogger } from './DiagnosisLogger';

/** The dev page's table loads when the page is opened, not with the console's shell (which imports this file). */
export const PermissionDiagnosticPage = lazy(() =>
  import('./PermissionDiagnosticPage').then((m) => ({ default: m.PermissionDiagnosticPage })),
);

/** Issue 29 item 3: how a main account's user info meets the permission mapping (browser console, /test/permissions). */
export const permissionDiagnostic: Feature = {
  about: 'permission mapping diagnostic for main accounts (§6; issue 29)',
  hosts: [DiagnosisLogger],
};
