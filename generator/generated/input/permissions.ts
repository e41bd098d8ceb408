// generated — do not edit; edit generator/language/permissions.ts or vocabulary/*.ts and run npm run generate
import type { ActionKey } from '../../../vocabulary/actions';
import type { Text } from '../../../vocabulary/text';

/**
 * permissions.yaml: the §6 markers (keys an account holds that guard no route of its own), what main accounts hold besides their role, and the roles the embedded upstream grants to its seeded accounts. The route keys themselves, with the §3 actions each carries, are declared by the schemas and routes.yaml (the generated manifest, src/generated/permissionKeys.json); every key named here is checked against it.
 */
export interface PermissionsFile {
  /**
   * Path of this meta-schema, for editors.
   */
  $schema?: string;
  /**
   * Keys derived from the account rather than guarding a route of their own (§6: is_authshop, is_shareshop, is_share_order, Subaccount). A marker may also open a group (routes.yaml), then it carries that group's actions.
   */
  markers?: {
    /**
     * One marker key.
     */
    [k: string]: {
      label: Text;
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
  /**
   * §6 "permission identifiers come from the server": which upstream permission identities grant each console key (the user info's permissions[].identity). A key not listed is granted by the identity of its own name. Map rather than rename: the schemas, routes.yaml and roles keep the console's keys. A main account's session lists, in the browser console and on /test/home, identities the console does not know and keys nothing grants.
   */
  identities?: {
    /**
     * The upstream identities, any one of which grants the key.
     *
     * @minItems 1
     */
    [k: string]: [string, ...string[]];
  };
  /**
   * Roles the embedded upstream assigns to seeded accounts.
   */
  roles: {
    /**
     * One role.
     */
    [k: string]: {
      label: Text;
      /**
       * Granted keys (from the manifest or the markers), each with the actions granted — a subset of the actions the key carries.
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
}
