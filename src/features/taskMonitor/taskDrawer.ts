import { createDialogSwitch } from '../../platform/components/createDialogSwitch';

/** Whether the task drawer is open (the header button opens it, the host shows it). */
export const taskDrawer = createDialogSwitch<true>();
