import { Navigate } from 'react-router-dom';
import { HOME_ROUTE } from '../routing/paths';

/** §2: the root path redirects to /cinema/alllist. */
export function HomeRedirect() {
  return <Navigate to={HOME_ROUTE} replace />;
}
