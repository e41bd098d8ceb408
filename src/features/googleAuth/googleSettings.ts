import { createDialogSwitch } from '../../platform/components/createDialogSwitch';

/** Whether the bind/cancel dialog is open (the user-menu entry opens it, the host shows it). */
export const googleSettings = createDialogSwitch<true>();
