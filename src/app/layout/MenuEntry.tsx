import { memo, type ComponentType, type MouseEvent } from 'react';
import Circle from '@mui/icons-material/Circle';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { MenuItemLinkClasses } from 'react-admin';

interface MenuEntryProps {
  to: string;
  label: string;
  /** The route's or group's icon; without one, a dot, or a blank of an icon's width inside a group. */
  Icon?: ComponentType;
  nested?: boolean;
  /** This entry's page is the one shown: the parent knows the location, the entry does not (see below). */
  active: boolean;
  /**
   * The side menu is folded to icons, so the entry's name is its tooltip. The parent knows: react-admin's sidebar
   * state read in each entry was two store reads from localStorage and a media query per entry (86 reads of that
   * key and 63 media queries in all on a cold load of the orders list, issue 13).
   */
  folded?: boolean;
  /**
   * Goes to `to` (and closes the drawer on small screens): the parent's, stable between navigations, since
   * react-router's navigate function follows the location outside its data routes.
   */
  onFollow: (to: string) => void;
  'data-route'?: string;
  'data-group'?: string;
}

/**
 * One side-menu entry (§2), drawn as react-admin's Menu.Item draws it (same classes, so themes and the dark menu
 * style it alike). react-admin's item reads the location itself (useMatch, react-router's Link), so every entry of
 * the menu rendered again on every navigation: 37 entries, about 820 components of a list → list navigation's first
 * commit (issue 13). This one is told whether it is active and renders again only when that changes; its address is
 * the hash route itself, and a plain click navigates through the router as a Link does.
 */
export const MenuEntry = memo(function MenuEntry({ to, label, Icon, nested, active, folded, onFollow, ...data }: MenuEntryProps) {
  const onClick = (e: MouseEvent<HTMLElement>) => {
    // A modified or middle click opens the address elsewhere, as the browser would.
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onFollow(to);
  };
  const item = (
    <Entry
      component="a"
      href={`#${to}`}
      className={active ? `${MenuItemLinkClasses.root} ${MenuItemLinkClasses.active}` : MenuItemLinkClasses.root}
      aria-current={active ? 'page' : undefined}
      tabIndex={0}
      onClick={onClick}
      {...data}
    >
      <ListItemIcon className={MenuItemLinkClasses.icon}>
        {Icon ? <Icon /> : nested ? <Box component="span" sx={{ width: 24 }} /> : <Circle sx={{ fontSize: 8, mx: 1 }} />}
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </Entry>
  );
  return folded ? (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
});

/** react-admin's menu item look, under its theme key (RaMenuItemLink) so theme overrides still reach it. */
const Entry = styled(MenuItem, { name: 'RaMenuItemLink', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  color: (theme.vars || theme).palette.text.secondary,
  [`& .${MenuItemLinkClasses.icon}`]: { color: (theme.vars || theme).palette.text.secondary, minWidth: theme.spacing(5) },
  [`&.${MenuItemLinkClasses.active}`]: { color: (theme.vars || theme).palette.text.primary },
  [`.MuiList-dense > & > .${MenuItemLinkClasses.icon}`]: { minWidth: theme.spacing(3.5) },
})) as typeof MenuItem;
