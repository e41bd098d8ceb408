import { Navigate } from 'react-router-dom';
import { LANDING_ROUTE } from '../platform/routing/paths';

/** §2: the root path redirects to /cinema/alllist. */
export function HomeRedirect() {
  return <Navigate to={LANDING_ROUTE} replace />;
}
