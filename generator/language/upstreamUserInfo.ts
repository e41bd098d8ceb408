import { USER_INFO_FIELDS } from '../../vocabulary/upstreamProfile';
import { doc } from './doc';
import { dotted } from './upstreamWire';

/** upstream.yaml's `userInfo`: how the user info answer reads (§3, §6). */

export const userInfo = {
  type: 'object',
  // The vocabulary's type (vocabulary/upstreamProfile.ts): the console, the generator and the stand-in read one shape.
  tsType: 'UserInfoMapping',
  additionalProperties: false,
  required: ['fields', 'subAccount', 'permissions'],
  ...doc('How the user info answer reads (§3, §6).', {
    fields: {
      username: 'username',
      tel: 'tel',
      agentId: 'agent_id',
      businessType: 'business_type',
      roleId: 'role.id',
      roleName: 'role.name',
    },
    subAccount: { field: 'is_sub_account', mainValues: [0, false, '0'], subValue: 1 },
    permissions: { list: 'permissions', id: 'identity', actions: 'children', action: 'identity' },
  }),
  properties: {
    fields: {
      type: 'object',
      additionalProperties: false,
      required: [...USER_INFO_FIELDS],
      ...doc(
        'Where each user field is inside the info object.',
        Object.fromEntries(USER_INFO_FIELDS.map((f) => [f, f])),
      ),
      properties: Object.fromEntries(USER_INFO_FIELDS.map((f) => [f, dotted(`Where ${f} is.`, f)])),
    },
    subAccount: {
      type: 'object',
      additionalProperties: false,
      required: ['field', 'mainValues', 'subValue'],
      ...doc(
        '§6: the field that says sub-account and the values that mean a main account; any other value (or none) is a sub-account, so a malformed answer never grants the main-account extras.',
        { field: 'is_sub_account', mainValues: [0, false, '0'], subValue: 1 },
      ),
      properties: {
        field: dotted('The field.', 'is_sub_account'),
        mainValues: {
          type: 'array',
          minItems: 1,
          items: { type: ['string', 'integer', 'boolean'] },
          ...doc('Values meaning a main account.', [0, false, '0']),
        },
        subValue: {
          type: ['string', 'integer', 'boolean'],
          ...doc('What the embedded upstream sends for a sub-account.', 1),
        },
      },
    },
    permissions: {
      type: 'object',
      additionalProperties: false,
      required: ['list', 'id', 'actions', 'action'],
      ...doc("§3: the permissions list, each entry's identity and the action identities under it.", {
        list: 'permissions',
        id: 'identity',
        actions: 'children',
        action: 'identity',
      }),
      properties: {
        list: dotted('Where the list is.', 'permissions'),
        id: dotted("An entry's identity (the permission id, §6).", 'identity'),
        actions: dotted("An entry's list of actions.", 'children'),
        action: dotted("An action's identity (a §3 action key).", 'identity'),
      },
    },
  },
};
