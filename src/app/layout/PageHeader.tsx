import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { findRoute } from '../../routing/routeTable';

/** The route a path belongs to: its own entry, or the resource list it is a sub-page of (create, edit, show). */
export function useCurrentRoute() {
  const { pathname } = useLocation();
  let path = pathname;
  while (path && path !== '/') {
    const route = findRoute(path);
    if (route) return route;
    path = path.slice(0, path.lastIndexOf('/'));
  }
  return undefined;
}

/** §2 page header: breadcrumb group › page. */
export function PageHeader() {
  const translate = useTranslate();
  const route = useCurrentRoute();
  if (!route) return null;
  return (
    <Breadcrumbs aria-label="breadcrumb" sx={{ px: 1, pt: 1.5, pb: 0.5, fontSize: 13 }} data-testid="breadcrumb">
      <Typography variant="body2" color="text.secondary">
        {translate('app.pages.dashboard')}
      </Typography>
      {route.group ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`app.menu.${route.group}`)}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.primary">
        {translate(route.label)}
      </Typography>
    </Breadcrumbs>
  );
}
