import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { routeOfPath } from '../../platform/routing/routeTable';
import { useHomePath } from '../../platform/providers/useHomePath';
import { useMenuNodes } from '../../platform/providers/useMenuNodes';
import { breadcrumbTrail } from './breadcrumbTrail';

/** The route of the page on screen (routeOfPath). */
export function useCurrentRoute() {
  return routeOfPath(useLocation().pathname);
}

/**
 * §2 page header: the breadcrumb (breadcrumbTrail), each step a link but the page shown — home to home (home.ts),
 * the group to its first entry this account may open, a list above its record screen back to it.
 */
export function PageHeader() {
  const translate = useTranslate();
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const { nodes } = useMenuNodes();
  const homePath = useHomePath();
  if (!route) return null;
  const group = nodes.find((n) => n.kind === 'group' && n.group.id === route.group);
  const groupPath = group?.kind === 'group' ? group.items[0].path : undefined;
  const trail = breadcrumbTrail(route, pathname, { homePath, groupPath, translate });
  return (
    <Breadcrumbs
      aria-label={translate('app.a11y.breadcrumb')}
      sx={{ px: 1, pt: 1.5, pb: 0.5, fontSize: 13 }}
      data-testid="breadcrumb"
    >
      {trail.map((crumb, i) =>
        crumb.current ? (
          <Typography key={i} variant="body2" color="text.primary" aria-current="page">
            {crumb.text}
          </Typography>
        ) : crumb.to ? (
          <Link key={i} component={RouterLink} to={crumb.to} underline="hover" color="text.secondary" variant="body2">
            {crumb.text}
          </Link>
        ) : (
          <Typography key={i} variant="body2" color="text.secondary">
            {crumb.text}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
