// generated — do not edit; edit generator/language/routes.ts or vocabulary/*.ts and run npm run generate
import type { ActionKey } from '../../../vocabulary/actions';
import type { MenuArea } from '../../../vocabulary/brand';
import type { Text } from '../../../vocabulary/text';

/**
 * routes.yaml: the side menu's groups and the §2 routes that are not resources (resources carry their own route in schemas/).
 */
export interface RoutesFile {
  /**
   * Path of this meta-schema, for editors.
   */
  $schema?: string;
  /**
   * Menu groups by id, e.g. cinema, device, fund.
   */
  groups: {
    /**
     * One menu group.
     */
    [k: string]: {
      label: Text;
      /**
       * Position in the menu; lower comes first.
       */
      order: number;
      /**
       * @mui/icons-material icon name.
       */
      icon?: string;
      /**
       * Permission key(s) of the group; with a list, any one of them is enough (§2: junior agents need is_share_order or junior). Routes in the group without a key of their own take the group's, and the manifest gives the group's keys their actions.
       */
      permission?: string | [string, ...string[]];
      /**
       * Hidden unless unlocked (e.g. the short-video coupons).
       */
      hidden?: boolean;
      /**
       * The brand menu area this entry belongs to: a brand's menu_rebate_hidden, menu_billing_hidden or menu_cash_hidden flag hides it (§1, §6).
       */
      menuArea?: MenuArea;
      /**
       * A hidden group that the agent ids in config.json (shortVideoCouponAgentIds) unhide (§6: two agent ids unhide the short-video coupons).
       */
      unhideForAgents?: boolean;
    };
  };
  /**
   * §2 routes without a resource schema. Each is built by a feature (`component`) or `planned`; built pages appear in the menu by the same rules as resources, planned ones do not.
   */
  pages?: {
    /**
     * Route key, used by brands to hide menu entries.
     */
    key: string;
    /**
     * Path, exactly as in §2.
     */
    path: string;
    label: Text;
    /**
     * Menu group id.
     */
    group?: string;
    /**
     * Position inside the group.
     */
    order?: number;
    /**
     * Permission key(s) of the route; with a list, any one of them is enough (§2: junior agents need is_share_order or junior). Declared here: the generator adds it to the permission manifest with `actions`.
     */
    permission?: string | [string, ...string[]];
    /**
     * The §3 actions the page's feature binds elements to (default: query — the page itself).
     */
    actions?: ActionKey[];
    /**
     * Not shown in the menu.
     */
    hidden?: boolean;
    /**
     * Keep the screen's state across navigation.
     */
    keepAlive?: boolean;
    /**
     * The brand menu area this entry belongs to: a brand's menu_rebate_hidden, menu_billing_hidden or menu_cash_hidden flag hides it (§1, §6).
     */
    menuArea?: MenuArea;
    /**
     * @mui/icons-material icon name (for top-level entries).
     */
    icon?: string;
    /**
     * The screen, when a hand-written feature builds it: `<feature>/<Export>`, the component `src/features/<feature>/index.ts` exports (e.g. dashboard/DashboardPage). A page is built (component) or planned.
     */
    component?: string;
    /**
     * Not built yet: kept out of the menu (nobody clicks into 'under development'); opened by URL it shows the 404 page, after the access check.
     */
    planned?: boolean;
    /**
     * basic: inside the side menu and header (§2 basic layout); blank: the page alone (§2 blank layout, e.g. /test/home).
     */
    layout?: 'basic' | 'blank';
  }[];
}
