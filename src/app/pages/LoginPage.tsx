import { Navigate, useSearchParams } from 'react-router-dom';
import { session } from '../../platform/providers/session';
import { LoginCard } from '../../public/LoginCard';
import { UserLayout } from '../../public/UserLayout';
import { safeRedirect } from '../../platform/routing/safeRedirect';
import { useSignIn } from '../useSignIn';

/**
 * §2 login inside the running console (after a logout or a session end): the public page's card, signing in through
 * the console's auth provider, back to `redirect` after.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const signIn = useSignIn(target);
  // §2: /user/login when already logged in goes straight on.
  if (session.hasToken()) return <Navigate to={target} replace />;
  return (
    <UserLayout titleKey="app.auth.title">
      <LoginCard notice={params.get('notice')} signIn={signIn} />
    </UserLayout>
  );
}
