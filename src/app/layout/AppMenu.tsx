import { useMemo } from 'react';
import Circle from '@mui/icons-material/Circle';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { menuGroups, routes } from '../../generated/routes';
import { canAccess } from '../../providers/accessControl';
import { consolePolicy } from '../../providers/consolePolicy';
import type { DerivedRole } from '../../providers/userInfo';
import { buildMenu } from '../../routing/buildMenu';
import type { RouteEntry } from '../../routing/types';

/** The side menu: routes.yaml's groups and entries this account may open under this brand (§2, §6, §1). */
export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { permissions: role, isPending } = usePermissions<DerivedRole | null>();
  // The same function that guards the routes (authProvider.canAccess), so menu and address bar always agree.
  const nodes = useMemo(() => (role ? buildMenu(routes, menuGroups, { canSee: (r) => canAccess(role, consolePolicy, r.key, 'list') }) : []), [role]);
  if (isPending) return <Menu />;
  const item = (r: RouteEntry, nested = false) => (
    <Menu.Item
      key={r.key}
      to={r.path}
      primaryText={translate(r.label)}
      leftIcon={r.icon ? <r.icon /> : nested ? <Box component="span" sx={{ width: 24 }} /> : <Circle sx={{ fontSize: 8, mx: 1 }} />}
      data-route={r.key}
    />
  );
  return (
    <Menu>
      {nodes.map((node) =>
        node.kind === 'item' ? (
          item(node.route)
        ) : !open ? (
          // Collapsed to 80 px: one icon per group, leading to its first entry (the tooltip names the group).
          <Menu.Item
            key={node.group.id}
            to={node.items[0].path}
            primaryText={translate(`app.menu.${node.group.id}`)}
            leftIcon={node.group.icon ? <node.group.icon /> : <Circle sx={{ fontSize: 8, mx: 1 }} />}
            data-group={node.group.id}
          />
        ) : (
          <List
            key={node.group.id}
            dense
            disablePadding
            data-group={node.group.id}
            subheader={
              open ? (
                <ListSubheader disableSticky sx={{ display: 'flex', alignItems: 'center', gap: 1.5, lineHeight: '40px', bgcolor: 'transparent', fontWeight: 600, color: 'text.primary' }}>
                  {node.group.icon ? <node.group.icon /> : null}
                  {translate(`app.menu.${node.group.id}`)}
                </ListSubheader>
              ) : undefined
            }
          >
            {node.items.map((r) => item(r, true))}
          </List>
        ),
      )}
    </Menu>
  );
}
