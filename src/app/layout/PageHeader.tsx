import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { HOME_ROUTE } from '../../routing/paths';
import { routeOfPath } from '../../routing/routeTable';
import { useMenuNodes } from '../../routing/useMenuNodes';

/** The route of the page on screen (routeOfPath). */
export function useCurrentRoute() {
  return routeOfPath(useLocation().pathname);
}

/**
 * §2 page header: breadcrumb home › group › page, each a link — home to the landing page, the group to its first
 * entry this account may open, the page (when a record screen below it is shown) back to its list.
 */
export function PageHeader() {
  const translate = useTranslate();
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const { nodes } = useMenuNodes();
  if (!route) return null;
  const group = nodes.find((n) => n.kind === 'group' && n.group.id === route.group);
  const link = (to: string, text: string) => (
    <Link component={RouterLink} to={to} underline="hover" color="text.secondary" variant="body2">
      {text}
    </Link>
  );
  return (
    <Breadcrumbs aria-label="breadcrumb" sx={{ px: 1, pt: 1.5, pb: 0.5, fontSize: 13 }} data-testid="breadcrumb">
      {link(HOME_ROUTE, translate('app.breadcrumbHome'))}
      {route.group ? (
        group?.kind === 'group' ? (
          link(group.items[0].path, translate(`app.menu.${route.group}`))
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate(`app.menu.${route.group}`)}
          </Typography>
        )
      ) : null}
      {pathname === route.path ? (
        <Typography variant="body2" color="text.primary">
          {translate(route.label)}
        </Typography>
      ) : (
        link(route.path, translate(route.label))
      )}
    </Breadcrumbs>
  );
}
