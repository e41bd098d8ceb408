import { useMemo } from 'react';
import { AuthSession } from '../platform/providers/authSession';
import { justSignedIn } from '../platform/providers/justSignedIn';
import { signIn, type LoginParams } from '../platform/providers/signIn';
import { safeRedirect } from '../platform/routing/safeRedirect';
import { LoginCard } from './LoginCard';
import { UserLayout } from './UserLayout';

/** §2 login, signed out: a sign-in goes to `redirect` (an in-app path only) and opens the console there. */
export function PublicLoginPage({ query, onSignedIn }: { query: URLSearchParams; onSignedIn(): Promise<void> }) {
  const target = safeRedirect(query.get('redirect'));
  const state = useMemo(() => new AuthSession(), []);
  const enter = async (params: LoginParams) => {
    await signIn(state, params);
    // §9: the greeting and the newest notice follow a sign-in, not a reload.
    justSignedIn.mark();
    window.history.replaceState(null, '', `#${target}`);
    await onSignedIn();
  };
  return (
    <UserLayout titleKey="app.auth.title">
      <LoginCard notice={query.get('notice')} signIn={enter} />
    </UserLayout>
  );
}
