import { authEndpoints, type AccountType } from '../../vocabulary/authEndpoints';
import type { AuthSession } from './authSession';
import { requestJson } from './http';
import { session } from './session';
import { RolesError } from './userInfo';

export interface LoginParams {
  username: string;
  password: string;
  /** §7 login has two variants: main account and sub-account. */
  accountType?: AccountType;
}

/**
 * §7 login (main account or sub-account), then the user info (§4): without it there is no session. Shared by the
 * console's auth provider and the public login page, which runs before the console's code is loaded.
 */
export async function signIn(state: AuthSession, { username, password, accountType = 'main' }: LoginParams): Promise<void> {
  const path = accountType === 'sub' ? authEndpoints.loginSub : authEndpoints.loginMain;
  const body = await requestJson<{ data?: { user_token?: unknown; access_token?: unknown } }>({
    client: 'movie',
    method: 'POST',
    path,
    params: { username, password },
  });
  const userToken = body.data?.user_token;
  if (typeof userToken !== 'string' || userToken === '') throw new Error('app.auth.noToken');
  const accessToken = typeof body.data?.access_token === 'string' ? body.data.access_token : undefined;
  state.reset();
  session.store({ userToken, accessToken });
  try {
    await state.loadInfo();
  } catch (error) {
    // §4: without user info there is no session.
    session.clear();
    state.forgetInfo();
    throw error instanceof RolesError ? error : new Error('app.session.infoFailed');
  }
}
