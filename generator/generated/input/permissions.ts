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
}
