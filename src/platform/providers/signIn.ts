import type { AccountType } from '../../../vocabulary/accountType';
import type { AuthSession } from './authSession';
import { callOperation } from './operations';
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
export async function signIn(
  state: AuthSession,
  { username, password, accountType = 'main' }: LoginParams,
): Promise<void> {
  const answer = await callOperation<'userToken' | 'accessToken'>(accountType === 'sub' ? 'subLogin' : 'login', {
    username,
    password,
  });
  const { userToken } = answer;
  if (typeof userToken !== 'string' || userToken === '') throw new Error('app.auth.noToken');
  const accessToken =
    typeof answer.accessToken === 'string' && answer.accessToken !== '' ? answer.accessToken : undefined;
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
