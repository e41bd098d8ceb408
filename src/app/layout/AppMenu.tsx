import { useId, useState } from 'react';
import Circle from '@mui/icons-material/Circle';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import type { MenuNode } from '../../routing/buildMenu';
import type { RouteEntry } from '../../routing/types';
import { useMenuNodes } from '../../routing/useMenuNodes';
import { useCurrentRoute } from './PageHeader';

/** The side menu: routes.yaml's groups and entries this account may open under this brand (§2, §6, §1). */
export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { nodes, isPending } = useMenuNodes();
  const active = useCurrentRoute();
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
          <MenuGroupList key={node.group.id} node={node} activeGroup={active?.group}>
            {node.items.map((r) => item(r, true))}
          </MenuGroupList>
        ),
      )}
    </Menu>
  );
}

/** A collapsible group (§2 menu): the user may close it; navigating into it opens it again. */
function MenuGroupList({ node, activeGroup, children }: { node: Extract<MenuNode, { kind: 'group' }>; activeGroup?: string; children: React.ReactNode }) {
  const translate = useTranslate();
  const holdsActive = activeGroup === node.group.id;
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
      <ListItemButton
        id={headerId}
        role="menuitem"
        onClick={() => setChosen(!expanded)}
        aria-expanded={expanded}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 40, fontWeight: 600, fontSize: 14, color: 'inherit', px: 2 }}
      >
        {node.group.icon ? <node.group.icon /> : null}
        <Box component="span" sx={{ flex: 1 }}>
          {translate(`app.menu.${node.group.id}`)}
        </Box>
        {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto">
        {children}
      </Collapse>
    </List>
  );
}
