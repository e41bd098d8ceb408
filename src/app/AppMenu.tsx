import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import { Menu, useCanAccessResources, useSidebarState, useTranslate } from 'react-admin';
import { menuGroups } from '../generated/menu';
import { resources } from '../generated/registry';
import type { ResourceEntry } from '../resources/types';

/** The side menu: routes.yaml's groups in order, each with the resources the user may see (§2, §6). */
export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const visible = resources.filter((r) => !r.menu.hidden);
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: visible.map((r) => r.id) });
  if (isPending) return <Menu />;
  const allowed = visible.filter((r) => canAccess?.[r.id]);
  const byOrder = (a: ResourceEntry, b: ResourceEntry) => a.menu.order - b.menu.order || a.name.localeCompare(b.name);
  const item = (r: ResourceEntry) => (
    <Menu.Item key={r.id} to={r.route} primaryText={translate(`resources.${r.id}.name`)} leftIcon={r.menu.icon ? <r.menu.icon /> : undefined} />
  );
  return (
    <Menu>
      {menuGroups
        .filter((g) => !g.hidden)
        .map((g) => {
          const items = allowed.filter((r) => r.menu.group === g.id).sort(byOrder);
          if (items.length === 0) return null;
          return (
            <List key={g.id} dense disablePadding subheader={open ? <ListSubheader disableSticky>{translate(`app.menu.${g.id}`)}</ListSubheader> : undefined}>
              {items.map(item)}
            </List>
          );
        })}
      {allowed.filter((r) => !r.menu.group).sort(byOrder).map(item)}
    </Menu>
  );
}
