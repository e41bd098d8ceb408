import { currentBrand } from '../../platform/brand/currentBrand';
import { requestInfo } from '../../platform/providers/earlyInfo';
import { callOperation } from '../../platform/providers/operations';
import { session } from '../../platform/providers/session';
import { accountLabel } from '../../platform/providers/userInfo';
import { LOGIN_ROUTE } from '../../platform/routing/paths';
import { judgeTokenLink, type TokenOutcome } from '../../platform/routing/tokenLogin';

/** What a token link needs to ask the person at the screen when somebody is already signed in. */
export interface TokenLinkQuestions {
  /** "You are signed in as X; switch to the account in this link (Y)?" — true to switch. */
  confirmSwitch(accounts: { current: string; next: string }): Promise<boolean>;
  /** The link's token was refused; the signed-in account stays. */
  tellRefused(outcome: Exclude<TokenOutcome, 'ok'>, current: string): Promise<void>;
}

/** 'leaving': the page goes to the brand's billing host; 'switched': a new session is stored; 'stay': nothing changed. */
export type TokenLinkResult = 'stay' | 'switched' | 'leaving';

/** Who a token belongs to (getInfo with that token), or undefined when the upstream refuses it. */
async function accountOf(token: string): Promise<string | undefined> {
  try {
    const { info } = await requestInfo(token);
    return accountLabel(info) || '?';
  } catch {
    return undefined;
  }
}

/**
 * Signed out, a refused link lands on the login page with its notice. The address is rewritten in place (no history
 * entry), synchronously, so the router — reading the address after main.tsx's listener — sees the login page.
 */
function toLogin(outcome: Exclude<TokenOutcome, 'ok'>): TokenLinkResult {
  window.history.replaceState(window.history.state, '', `#${LOGIN_ROUTE}?notice=token_${outcome}`);
  return 'stay';
}

/**
 * §1 token login, run with the `value` parameters the address carried (already taken out of it). An accepted token
 * is stored and the page goes to the brand's billing_url (that configured host only). With another account signed
 * in, nothing changes without asking (a link must not switch accounts behind the user's back: login CSRF); a switch
 * ends the old session upstream too. Refused tokens store nothing: signed out they land on the login page with a
 * message, signed in the user is told and stays.
 */
export async function runTokenLogin(
  values: readonly string[] | null,
  ask: TokenLinkQuestions,
): Promise<TokenLinkResult> {
  if (values === null) return 'stay';
  const { outcome, token } = judgeTokenLink(values);
  const currentToken = session.userToken();
  if (token !== undefined && token === currentToken) return 'stay';
  const current = currentToken === undefined ? undefined : await accountOf(currentToken);
  if (outcome !== 'ok' || token === undefined) {
    const refused = outcome === 'ok' ? 'malformed' : outcome;
    if (current === undefined) return toLogin(refused);
    await ask.tellRefused(refused, current);
    return 'stay';
  }
  const next = await accountOf(token);
  if (next === undefined) {
    if (current === undefined) return toLogin('rejected');
    await ask.tellRefused('rejected', current);
    return 'stay';
  }
  if (current !== undefined) {
    if (!(await ask.confirmSwitch({ current, next }))) return 'stay';
    await callOperation('logout', {}, { token: currentToken }).catch(() => undefined);
  }
  session.clear();
  session.store({ userToken: token });
  const billing = currentBrand().billing_url;
  if (billing && /^https?:\/\/[^/]/i.test(billing)) {
    window.location.replace(billing);
    return 'leaving';
  }
  // Otherwise the console opens where the link points (the root lands on the home route).
  return 'switched';
}
