import { createDialogSwitch } from '../../platform/components/createDialogSwitch';
import type { PasswordKind } from './api';

/** Which password dialog is open: the user-menu entries open it, the host shows it. */
export const passwordDialog = createDialogSwitch<PasswordKind>();
