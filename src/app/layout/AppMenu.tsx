import { memo, useId, useState, type ComponentType } from 'react';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { styled } from '@mui/material/styles';
import { MenuClasses, useEvent, useSidebarState, useTranslate } from 'react-admin';
import { useFollowWithPage } from '../../kit/resources/useFollowWithPage';
import type { MenuNode } from '../../platform/routing/buildMenu';
import type { RouteEntry } from '../../platform/routing/types';
import { useMenuNodes } from '../../platform/providers/useMenuNodes';
import { MenuEntry } from './MenuEntry';
import { useCurrentRoute } from './PageHeader';
import { useWorkspaceFrame } from './workspaceFrame';

/**
 * The side menu: routes.yaml's groups and entries this account may open under this brand (§2, §6, §1). Only this
 * component follows the location; the entries and groups are memoized and told whether they hold the active page, so
 * a navigation renders the two entries (and groups) whose state changes, not the whole menu (issue 13).
 */
export function AppMenu() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const { nodes, isPending } = useMenuNodes();
  const drawn = useWorkspaceFrame();
  const active = useCurrentRoute();
  // On small screens the menu is a drawer over the page: following an entry closes it, as react-admin's items do.
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const follow = useFollowWithPage();
  const onFollow = useEvent((to: string) => {
    if (small) setOpen(false);
    follow(to);
  });
  // A site navigation, not a popup menu (issue 30 item 17): a <nav> landmark holding a list of links, each group a list
  // item with a button that folds its own list, as the WAI-ARIA disclosure navigation pattern has them. react-admin's
  // Menu is a MUI MenuList (role=menu, arrow keys, menu items), which screen readers announce as an application menu.
  return (
    <MenuRoot
      aria-label={translate('app.a11y.mainMenu')}
      className={open ? MenuClasses.open : MenuClasses.closed}
      data-testid="side-menu"
    >
      <List disablePadding>
        {isPending || !drawn
          ? null
          : nodes.map((node) =>
              node.kind === 'item' ? (
                <li key={node.route.key}>
                  <RouteEntryItem
                    route={node.route}
                    active={active?.key === node.route.key}
                    folded={!open}
                    onFollow={onFollow}
                  />
                </li>
              ) : !open ? (
                // Collapsed to 80 px: one icon per group, leading to its first entry (the tooltip names the group).
                <li key={node.group.id}>
                  <MenuEntry
                    to={node.items[0].path}
                    label={translate(`app.menu.${node.group.id}`)}
                    Icon={node.group.icon}
                    active={active?.key === node.items[0].key}
                    folded
                    onFollow={onFollow}
                    data-group={node.group.id}
                  />
                </li>
              ) : (
                <MenuGroupList
                  key={node.group.id}
                  node={node}
                  activeKey={active?.group === node.group.id ? active.key : undefined}
                  onFollow={onFollow}
                />
              ),
            )}
      </List>
    </MenuRoot>
  );
}

/** react-admin's menu frame (its RaMenu theme key, open and folded widths) as a navigation landmark. */
const MenuRoot = styled('nav', { name: 'RaMenu', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-start',
  paddingTop: theme.spacing(1),
  paddingBottom: theme.spacing(1),
  transition: theme.transitions.create('width', {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.leavingScreen,
  }),
  [`&.${MenuClasses.open}`]: { width: theme.sidebar?.width ?? 240 },
  [`&.${MenuClasses.closed}`]: { width: theme.sidebar?.closedWidth ?? 55 },
}));

/**
 * One entry. Memoized too: a group holding the active page renders again at each navigation into, out of or within
 * it, and then only the entries whose `active` changed draw again.
 */
const RouteEntryItem = memo(function RouteEntryItem({
  route,
  nested,
  active,
  folded,
  onFollow,
}: {
  route: RouteEntry;
  nested?: boolean;
  active: boolean;
  folded?: boolean;
  onFollow: (to: string) => void;
}) {
  const translate = useTranslate();
  return (
    <MenuEntry
      to={route.path}
      label={translate(route.label)}
      Icon={route.icon}
      nested={nested}
      active={active}
      folded={folded}
      onFollow={onFollow}
      data-route={route.key}
    />
  );
});

/**
 * A collapsible group (§2 menu): the user may close it; navigating into it opens it again. `activeKey` is the active
 * entry when this group holds it, so the other groups skip a navigation.
 */
const MenuGroupList = memo(function MenuGroupList({
  node,
  activeKey,
  onFollow,
}: {
  node: Extract<MenuNode, { kind: 'group' }>;
  activeKey?: string;
  onFollow: (to: string) => void;
}) {
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
  const listId = useId();
  // A list item holding the group's button (aria-expanded, aria-controls) and the group's own list of links.
  return (
    <Box component="li" data-group={node.group.id} data-expanded={expanded}>
      <GroupHeader
        controls={listId}
        label={translate(`app.menu.${node.group.id}`)}
        Icon={node.group.icon}
        expanded={expanded}
        onToggle={setChosen}
      />
      <Collapse in={expanded} timeout="auto">
        <List id={listId} dense disablePadding>
          {node.items.map((r) => (
            <li key={r.key}>
              <RouteEntryItem route={r} nested active={r.key === activeKey} onFollow={onFollow} />
            </li>
          ))}
        </List>
      </Collapse>
    </Box>
  );
});

/**
 * A group's header: the button that folds it. Memoized apart from its group, which renders again when the active
 * entry moves into or out of it (issue 13: a group's share of a navigation's first commit went from 40 and 42 to 31 and 33 components).
 * Its icon takes the entries' icon column (MenuEntry), so its label lines up with theirs and with its entries'.
 */
const GroupHeader = memo(function GroupHeader({
  controls,
  label,
  Icon,
  expanded,
  onToggle,
}: {
  controls: string;
  label: string;
  Icon?: ComponentType;
  expanded: boolean;
  onToggle: (expanded: boolean) => void;
}) {
  return (
    <ListItemButton
      component="button"
      aria-controls={controls}
      onClick={() => onToggle(!expanded)}
      aria-expanded={expanded}
      sx={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        border: 0,
        bgcolor: 'transparent',
        font: 'inherit',
        textAlign: 'left',
        minHeight: 40,
        fontWeight: 600,
        fontSize: 14,
        color: 'inherit',
        px: 2,
      }}
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
