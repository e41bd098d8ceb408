// generated — do not edit; edit generator/meta/permissions.schema.json or vocabulary/*.ts and run npm run generate
import type { ActionKey } from '../../../vocabulary/actions';
import type { Text } from '../../../vocabulary/text';

/**
 * permissions.yaml: every permission key (§6) the console knows, the actions each key can carry, and the roles the embedded upstream grants to its seeded accounts.
 */
export interface PermissionsFile {
  /**
   * Path of this meta-schema, for editors.
   */
  $schema?: string;
  /**
   * Permission keys by identifier, as the upstream sends them in getInfo's permissions[].identity.
   */
  keys: {
    /**
     * One permission key.
     */
    [k: string]: {
      label: Text;
      /**
       * §3 actions this key can carry (its children identities). Empty for pure menu markers.
       */
      actions?: ActionKey[];
      /**
       * A marker derived from the account (is_authshop, is_shareshop, …) rather than granted by a role.
       */
      marker?: boolean;
    };
  };
  /**
   * Roles the embedded upstream assigns to seeded accounts.
   */
  roles?: {
    /**
     * One role.
     */
    [k: string]: {
      label: Text;
      /**
       * Granted keys, each with the list of actions granted (a subset of the key's actions).
       */
      grants?: {
        [k: string]: ActionKey[];
      };
      /**
       * Grant every key with every action it carries (the main merchant role).
       */
      allKeys?: boolean;
    };
  };
  /**
   * §6: what a main (non-sub) account holds besides its role, derived by the console from user info and enforced by the embedded upstream. Declared once here.
   */
  mainAccount?: {
    /**
     * Keys every main account holds with every action they carry (§6: Subaccount, SubaccountList).
     */
    keys: string[];
    /**
     * User-info flag → marker key a main account holds when the flag is on (§6: is_authshop, is_shareshop, is_share_order).
     */
    markers?: {
      [k: string]: string;
    };
    /**
     * Prefix of the marker named after the account's business_type (§6 "a business_type-based marker"), e.g. business_type_ → business_type_1.
     */
    businessTypeMarker?: string;
    /**
     * Keys a main account never holds, whatever its role grants (§6: junior).
     */
    removes?: string[];
  };
}
