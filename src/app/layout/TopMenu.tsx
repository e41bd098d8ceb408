import { Fragment, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MenuNode } from '../../platform/routing/buildMenu';
import { useMenuNodes } from '../../platform/providers/useMenuNodes';
import { useCurrentRoute } from './PageHeader';

/**
 * §2 top navigation: the same entries as the side menu, in the header; each group a dropdown. The entries that do not
 * fit the header's width go into a 更多 (More) dropdown at its end, so the header never scrolls sideways (issue 30
 * item 19: a scrollbar ran across it at 1280 px).
 */
export function TopMenu() {
  const translate = useTranslate();
  const { nodes } = useMenuNodes();
  const active = useCurrentRoute();
  const navRef = useRef<HTMLElement>(null);
  const fitting = useFittingCount(navRef, nodes.length);
  const overflow = nodes.slice(fitting);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0 }}>
      <Box
        component="nav"
        ref={navRef}
        aria-label={translate('app.a11y.mainMenu')}
        sx={{ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0, overflow: 'hidden' }}
        data-testid="top-menu"
      >
        {nodes.map((node, i) => {
          // Laid out (to be measured) but neither seen nor reached: the More dropdown holds it.
          const hidden = i >= fitting ? { visibility: 'hidden' as const } : undefined;
          const inert = i >= fitting ? { inert: true, 'aria-hidden': true } : {};
          return node.kind === 'item' ? (
            <Button
              key={node.route.key}
              component={Link}
              to={node.route.path}
              color="inherit"
              data-route={node.route.key}
              aria-current={active?.key === node.route.key ? 'page' : undefined}
              sx={{ ...entrySx(active?.key === node.route.key), ...hidden }}
              {...inert}
            >
              {translate(node.route.label)}
            </Button>
          ) : (
            <GroupDropdown
              key={node.group.id}
              node={node}
              active={active?.group === node.group.id}
              sx={hidden}
              {...inert}
            />
          );
        })}
      </Box>
      {overflow.length > 0 ? (
        <MoreDropdown
          nodes={overflow}
          active={overflow.some((n) =>
            n.kind === 'item' ? n.route.key === active?.key : n.group.id === active?.group,
          )}
        />
      ) : null}
    </Box>
  );
}

/**
 * How many of the nav's entries fit its width, whole: measured after each layout (entries keep their place, hidden or
 * not) and again whenever the nav is resized (the window, a language with longer names).
 */
function useFittingCount(navRef: RefObject<HTMLElement | null>, count: number) {
  const [fitting, setFitting] = useState(count);
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const measure = () => {
      const entries = [...nav.children] as HTMLElement[];
      const first = entries.findIndex((e) => e.offsetLeft + e.offsetWidth > nav.clientWidth + 1);
      setFitting(first === -1 ? entries.length : first);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(nav);
    for (const e of nav.children) observer.observe(e);
    return () => observer.disconnect();
  }, [navRef, count]);
  return fitting;
}

/** The entries that do not fit, in one dropdown: an entry as itself, a group as a heading over its entries. */
function MoreDropdown({ nodes, active }: { nodes: MenuNode[]; active: boolean }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<MoreHoriz />}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        data-testid="top-menu-more"
        sx={entrySx(active)}
      >
        {translate('app.header.more')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close}>
        {nodes.map((node) =>
          node.kind === 'item' ? (
            <MenuItem
              key={node.route.key}
              component={Link}
              to={node.route.path}
              onClick={close}
              data-route={node.route.key}
            >
              {translate(node.route.label)}
            </MenuItem>
          ) : (
            <Fragment key={node.group.id}>
              <ListSubheader data-group={node.group.id}>{translate(`app.menu.${node.group.id}`)}</ListSubheader>
              {node.items.map((r) => (
                <MenuItem key={r.key} component={Link} to={r.path} onClick={close} data-route={r.key} sx={{ pl: 3 }}>
                  {translate(r.label)}
                </MenuItem>
              ))}
            </Fragment>
          ),
        )}
      </Menu>
    </>
  );
}

/**
 * The active entry is bold and underlined; the others keep the header's full text colour (a faded one falls under
 * 4.5:1 on lighter brand colours).
 */
const entrySx = (active: boolean) => ({
  flexShrink: 0,
  fontWeight: active ? 700 : 400,
  borderRadius: 0,
  borderBottom: '2px solid',
  borderBottomColor: active ? 'currentColor' : 'transparent',
});

function GroupDropdown({
  node,
  active,
  sx,
  ...rest
}: {
  node: Extract<MenuNode, { kind: 'group' }>;
  active: boolean;
  sx?: object;
  inert?: boolean;
  'aria-hidden'?: boolean;
}) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ArrowDropDown />}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        data-group={node.group.id}
        aria-haspopup="menu"
        sx={{ ...entrySx(active), ...sx }}
        {...rest}
      >
        {translate(`app.menu.${node.group.id}`)}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {node.items.map((r) => (
          <MenuItem key={r.key} component={Link} to={r.path} onClick={() => setAnchor(null)} data-route={r.key}>
            {translate(r.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
