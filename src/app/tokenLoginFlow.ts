import { currentBrand } from '../brand/currentBrand';
import { authEndpoints } from '../providers/authEndpoints';
import { requestJson } from '../providers/http';
import { session } from '../providers/session';
import { HOME_ROUTE, LOGIN_ROUTE } from '../routing/paths';
import { tokenShape } from '../routing/tokenLogin';

/**
 * §1 token login, run before the console renders (main.tsx has already taken the token out of the address): an accepted one is
 * stored and the page goes to the brand's billing_url (that configured host only); anything else lands on
 * the login page with a message and stores nothing. Answers whether the page is leaving.
 */
export async function runTokenLogin(token: string | null): Promise<'stay' | 'leaving'> {
  if (token === null) return 'stay';
  const shape = tokenShape(token);
  if (shape !== 'ok') {
    window.location.hash = `${LOGIN_ROUTE}?notice=token_${shape}`;
    return 'stay';
  }
  try {
    await requestJson({ client: 'movie', method: 'POST', path: authEndpoints.info, token });
  } catch {
    window.location.hash = `${LOGIN_ROUTE}?notice=token_rejected`;
    return 'stay';
  }
  session.clear();
  session.store({ userToken: token });
  const billing = currentBrand().billing_url;
  if (billing && /^https?:\/\/[^/]/i.test(billing)) {
    window.location.replace(billing);
    return 'leaving';
  }
  window.location.hash = HOME_ROUTE;
  return 'stay';
}
