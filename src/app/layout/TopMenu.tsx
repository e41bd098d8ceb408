import { useState, type MouseEvent } from 'react';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MenuNode } from '../../routing/buildMenu';
import { useMenuNodes } from '../../routing/useMenuNodes';
import { useCurrentRoute } from './PageHeader';

/** §2 top navigation: the same entries as the side menu, in the header; each group a dropdown. */
export function TopMenu() {
  const translate = useTranslate();
  const { nodes } = useMenuNodes();
  const active = useCurrentRoute();
  return (
    <Box component="nav" aria-label={translate('app.a11y.mainMenu')} sx={{ display: 'flex', alignItems: 'center', flex: 1, minWidth: 0, overflowX: 'auto' }} data-testid="top-menu">
      {nodes.map((node) =>
        node.kind === 'item' ? (
          <Button
            key={node.route.key}
            component={Link}
            to={node.route.path}
            color="inherit"
            data-route={node.route.key}
            aria-current={active?.key === node.route.key ? 'page' : undefined}
            sx={entrySx(active?.key === node.route.key)}
          >
            {translate(node.route.label)}
          </Button>
        ) : (
          <GroupDropdown key={node.group.id} node={node} active={active?.group === node.group.id} />
        ),
      )}
    </Box>
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

function GroupDropdown({ node, active }: { node: Extract<MenuNode, { kind: 'group' }>; active: boolean }) {
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
        sx={entrySx(active)}
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
