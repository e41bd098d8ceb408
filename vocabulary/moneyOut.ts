/**
 * Money-out actions (a schema action with `moneyOut: true`, issue 30 item 3): the form value holding the security
 * (withdrawal) password, under the console's own name. The generated forms and dialogs ask for it, the data provider
 * sends it in upstream.yaml's `securityPasswordParam`, and no form draft ever keeps it.
 */
export const SECURITY_PASSWORD_FIELD = 'securityPassword';
