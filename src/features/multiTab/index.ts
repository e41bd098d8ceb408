import type { Feature } from '../contract';
import { KeepAliveHost } from './KeepAliveHost';
import { TabBar } from './TabBar';

/**
 * §2 multi-tab: a tab per opened route (on when the layout settings say so) and keep-alive of the routed page —
 * every tab in multi-tab mode, the routes marked keepAlive otherwise.
 */
export const multiTab: Feature = {
  about: 'multi-tab bar with its right-click menu and keep-alive of pages (§2, §8)',
  slots: { top: TabBar },
  page: KeepAliveHost,
};
