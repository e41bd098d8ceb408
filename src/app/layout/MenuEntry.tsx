import { memo, type ComponentType, type MouseEvent } from 'react';
import Circle from '@mui/icons-material/Circle';
import { listItemIconClasses } from '@mui/material/ListItemIcon';
import Tooltip from '@mui/material/Tooltip';
import { styled } from '@mui/material/styles';
import { MenuItemLinkClasses } from 'react-admin';
import { FOCUS_RING } from '../../platform/brand/brandTheme';
import { LiveCount } from './LiveCount';

interface MenuEntryProps {
  to: string;
  label: string;
  /** The route's or group's icon; without one, a dot. Not drawn inside a group (`nested`). */
  Icon?: ComponentType;
  /**
   * Inside a group: the entry draws no icon of its own, whether its route has one or not, but keeps an icon's room so
   * its label lines up under the group's (§2 menu). One rule: a group never mixes entries with and without an icon,
   * and the group's icon stands for them all where the menu is folded to icons.
   */
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
export const MenuEntry = memo(function MenuEntry({
  to,
  label,
  Icon,
  nested,
  active,
  folded,
  onFollow,
  ...data
}: MenuEntryProps) {
  const onClick = (e: MouseEvent<HTMLElement>) => {
    // A modified or middle click opens the address elsewhere, as the browser would.
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onFollow(to);
  };
  const item = (
    <EntryLink
      href={`#${to}`}
      className={active ? `${MenuItemLinkClasses.root} ${MenuItemLinkClasses.active}` : MenuItemLinkClasses.root}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
      {...data}
    >
      <span className={`${MenuItemLinkClasses.icon} ${listItemIconClasses.root}`}>
        {nested ? <span className={BLANK_ICON} /> : Icon ? <Icon /> : <Circle className={DOT_ICON} />}
      </span>
      <span className={LABEL}>{label}</span>
      <LiveCount route={data['data-route']} />
    </EntryLink>
  );
  return folded ? (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
});

const LABEL = 'AppMenuEntry-label';
const BLANK_ICON = 'AppMenuEntry-blankIcon';
const DOT_ICON = 'AppMenuEntry-dot';

/**
 * react-admin's menu item look (MUI's MenuItem, its icon and label), under react-admin's theme key (RaMenuItemLink) so
 * theme overrides and the dark menu still reach it, drawn as one styled link (issue 13): a MUI MenuItem is its
 * ButtonBase, ListItemIcon and Typography, about 36 components per entry, and the menu's 38 entries were 1,384 of the
 * 3,510 components of a cold load's first render (a React profiling build, 2026-11-25).
 */
const EntryLink = styled('a', { name: 'RaMenuItemLink', overridesResolver: (_props, styles) => styles.root })(({
  theme,
}) => {
  const palette = (theme.vars || theme).palette;
  return {
    ...theme.typography.body1,
    display: 'flex',
    alignItems: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    minHeight: 48,
    padding: '6px 16px',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    outline: 0,
    color: palette.text.secondary,
    [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
    '&:hover': { backgroundColor: palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
    '&:focus-visible': { backgroundColor: palette.action.focus, ...FOCUS_RING },
    [`&.${MenuItemLinkClasses.active}`]: { color: palette.text.primary },
    [`& .${MenuItemLinkClasses.icon}`]: {
      display: 'inline-flex',
      flexShrink: 0,
      color: palette.text.secondary,
      minWidth: theme.spacing(5),
    },
    [`& .${LABEL}`]: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' },
    [`& .${BLANK_ICON}`]: { width: 24 },
    [`& .${DOT_ICON}`]: { fontSize: 8, margin: theme.spacing(0, 1) },
    // Inside a group (a dense list), as MUI's dense MenuItem.
    '.MuiList-dense &': {
      ...theme.typography.body2,
      minHeight: 32,
      paddingTop: 4,
      paddingBottom: 4,
    },
  };
});
