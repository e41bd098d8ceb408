import type { Feature } from '../contract';
import { SettingsButton } from './SettingsButton';

/** §2 settings drawer: menu theme, primary colour, navigation, widths, header and menu behaviour, colour-weak, multi-tab. */
export const settingsDrawer: Feature = {
  about: 'settings drawer: layout and theme per account and brand (§1 skin_customize/skin_default, §2)',
  appBar: [SettingsButton],
};
