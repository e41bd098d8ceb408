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

/** Which record screen below its list a path is (react-admin's /<resource>/create, /<resource>/:id, …/:id/show). */
export function recordScreenOf(pathname: string, listPath: string): 'create' | 'edit' | 'show' | undefined {
  if (pathname === listPath) return undefined;
  if (pathname.endsWith('/create')) return 'create';
  return pathname.endsWith('/show') ? 'show' : 'edit';
}

/**
 * §2 page header: breadcrumb home › group › page › record screen, each a link but the last — home to the landing
 * page, the group to its first entry this account may open, the page (when a record screen below it is shown) back
 * to its list, and the record screen's action (新建, 编辑, 查看) where the user is.
 */
export function PageHeader() {
  const translate = useTranslate();
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const { nodes } = useMenuNodes();
  if (!route) return null;
  const group = nodes.find((n) => n.kind === 'group' && n.group.id === route.group);
  const screen = recordScreenOf(pathname, route.path);
  const current = (text: string) => (
    <Typography variant="body2" color="text.primary" aria-current="page">
      {text}
    </Typography>
  );
  // A create screen is named by the button that opens it when the schema labels it (申请提现, not 新建).
  const screenLabel = (which: 'create' | 'edit' | 'show') =>
    which === 'create' ? translate(`resources.${route.key}.actions.add`, { _: translate('ra.action.create') }) : translate(`ra.action.${which}`);
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
      {screen ? link(route.path, translate(route.label)) : current(translate(route.label))}
      {screen ? current(screenLabel(screen)) : null}
    </Breadcrumbs>
  );
}
