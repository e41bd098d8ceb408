import { memo, useId, useState, type ComponentType } from 'react';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Menu, useEvent, useSidebarState, useTranslate } from 'react-admin';
import { useFollowWithPage } from '../../resources/useFollowWithPage';
import type { MenuNode } from '../../routing/buildMenu';
import type { RouteEntry } from '../../routing/types';
import { useMenuNodes } from '../../routing/useMenuNodes';
import { MenuEntry } from './MenuEntry';
import { useCurrentRoute } from './PageHeader';

/**
 * The side menu: routes.yaml's groups and entries this account may open under this brand (§2, §6, §1). Only this
 * component follows the location; the entries and groups are memoized and told whether they hold the active page, so
 * a navigation renders the two entries (and groups) whose state changes, not the whole menu (issue 13).
 */
export function AppMenu() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const { nodes, isPending } = useMenuNodes();
  const active = useCurrentRoute();
  // On small screens the menu is a drawer over the page: following an entry closes it, as react-admin's items do.
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const follow = useFollowWithPage();
  const onFollow = useEvent((to: string) => {
    if (small) setOpen(false);
    follow(to);
  });
  if (isPending) return <Menu />;
  return (
    <Menu>
      {nodes.map((node) =>
        node.kind === 'item' ? (
          <RouteEntryItem key={node.route.key} route={node.route} active={active?.key === node.route.key} folded={!open} onFollow={onFollow} />
        ) : !open ? (
          // Collapsed to 80 px: one icon per group, leading to its first entry (the tooltip names the group).
          <MenuEntry
            key={node.group.id}
            to={node.items[0].path}
            label={translate(`app.menu.${node.group.id}`)}
            Icon={node.group.icon}
            active={active?.key === node.items[0].key}
            folded
            onFollow={onFollow}
            data-group={node.group.id}
          />
        ) : (
          <MenuGroupList key={node.group.id} node={node} activeKey={active?.group === node.group.id ? active.key : undefined} onFollow={onFollow} />
        ),
      )}
    </Menu>
  );
}

function RouteEntryItem({ route, nested, active, folded, onFollow }: { route: RouteEntry; nested?: boolean; active: boolean; folded?: boolean; onFollow: (to: string) => void }) {
  const translate = useTranslate();
  return <MenuEntry to={route.path} label={translate(route.label)} Icon={route.icon} nested={nested} active={active} folded={folded} onFollow={onFollow} data-route={route.key} />;
}

/**
 * A collapsible group (§2 menu): the user may close it; navigating into it opens it again. `activeKey` is the active
 * entry when this group holds it, so the other groups skip a navigation.
 */
const MenuGroupList = memo(function MenuGroupList({ node, activeKey, onFollow }: { node: Extract<MenuNode, { kind: 'group' }>; activeKey?: string; onFollow: (to: string) => void }) {
  const translate = useTranslate();
  const holdsActive = activeKey !== undefined;
  // Groups start open (every entry in reach); the user may close one. Undefined: not chosen, open.
  const [chosen, setChosen] = useState<boolean>();
  const [seenActive, setSeenActive] = useState(holdsActive);
  if (seenActive !== holdsActive) {
    // Navigating into the group opens it again even if the user had closed it.
    setSeenActive(holdsActive);
    if (holdsActive) setChosen(undefined);
  }
  const expanded = chosen ?? true;
  const headerId = useId();
  // Inside react-admin's menu (role menu) a group is a labelled group of menu items, not a list, and its header a menu
  // item that folds it (aria-expanded), as the WAI-ARIA menu pattern has them.
  return (
    <List component="div" role="group" aria-labelledby={headerId} dense disablePadding data-group={node.group.id} data-expanded={expanded}>
      <GroupHeader id={headerId} label={translate(`app.menu.${node.group.id}`)} Icon={node.group.icon} expanded={expanded} onToggle={setChosen} />
      <Collapse in={expanded} timeout="auto">
        {node.items.map((r) => (
          <RouteEntryItem key={r.key} route={r} nested active={r.key === activeKey} onFollow={onFollow} />
        ))}
      </Collapse>
    </List>
  );
});

/**
 * A group's header: the menu item that folds it. Memoized apart from its group, which renders again when the active
 * entry moves into or out of it (issue 13: a group's share of a navigation's first commit went from 40 and 42 to 31 and 33 components).
 * Its icon takes the entries' icon column (MenuEntry), so its label lines up with theirs and with its entries'.
 */
const GroupHeader = memo(function GroupHeader({ id, label, Icon, expanded, onToggle }: { id: string; label: string; Icon?: ComponentType; expanded: boolean; onToggle: (expanded: boolean) => void }) {
  return (
    <ListItemButton
      id={id}
      role="menuitem"
      onClick={() => onToggle(!expanded)}
      aria-expanded={expanded}
      sx={{ display: 'flex', alignItems: 'center', minHeight: 40, fontWeight: 600, fontSize: 14, color: 'inherit', px: 2 }}
    >
      <Box component="span" sx={{ display: 'inline-flex', flexShrink: 0, minWidth: (theme) => theme.spacing(5) }}>
        {Icon ? <Icon /> : null}
      </Box>
      <Box component="span" sx={{ flex: 1 }}>
        {label}
      </Box>
      {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
    </ListItemButton>
  );
});
