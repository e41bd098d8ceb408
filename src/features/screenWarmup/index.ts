import type { Feature } from '../contract';
import { ScreenWarmup } from './ScreenWarmup';

/** Issue 13: the menu's screens load in idle time after the first screen, so menu navigation does not wait for code. */
export const screenWarmup: Feature = {
  about: 'idle-time loading of the menu screens after the first screen (issue 13, menu navigation)',
  hosts: [ScreenWarmup],
};
