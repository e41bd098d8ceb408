// generated — do not edit; edit generator/meta/routes.schema.json or vocabulary/*.ts and run npm run generate
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
       * Permission key(s) from permissions.yaml; with a list, any one of them is enough (§2: junior agents need is_share_order or junior).
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
   * §2 routes without a resource schema: they resolve to their screen when one exists, else to the in-layout 404 page 'page not found or under development'. Each appears in the menu by the same rules as resources.
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
     * Permission key(s) from permissions.yaml; with a list, any one of them is enough (§2: junior agents need is_share_order or junior).
     */
    permission?: string | [string, ...string[]];
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
  }[];
}
