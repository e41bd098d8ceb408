import { createDialogSwitch } from '../../platform/components/createDialogSwitch';
import type { Notice } from './api';

/** The notice on screen: the popup after login, or one picked from the bell's list. */
export const noticeDialog = createDialogSwitch<{ notice: Notice; popup: boolean }>();
