import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Confirm, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSkinSettings } from '../../platform/skin/useSkinSettings';
import { recordScreenLabel } from '../../platform/routing/recordScreenLabel';
import { routeOfPath as routeOf } from '../../platform/routing/routeTable';
import { outsideTitleKey, subPage } from './tabTitle';
import { useTabCommands, type TabCommand } from './useTabCommands';

/** Where the right-click menu opened, and on which tab. */
type MenuAt = { tab: string; x: number; y: number };

/** §2 multi-tab bar: one tab per opened route, titled by its page; a right-click menu closes tabs (§8 messages). */
export function TabBar() {
  const [{ multiTab }] = useSkinSettings();
  if (!multiTab) return null;
  return <TabBarShown />;
}

function TabBarShown() {
  const navigate = useNavigate();
  const { state, current, command, pending, confirmPending, cancelPending } = useTabCommands();
  const [menu, setMenu] = useState<MenuAt>();
  const title = useTabTitle();
  const value = state.tabs.some((t) => t.key === current) ? current : false;
  const onCommand = (name: TabCommand, tab: string) => {
    setMenu(undefined);
    command(name, tab);
  };

  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', mb: 1 }} data-testid="tab-bar">
      <Tabs
        value={value}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ minHeight: 36 }}
        onChange={(_, key: string) => navigate(state.tabs.find((t) => t.key === key)!.path)}
      >
        {state.tabs.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            data-tab-key={t.key}
            onContextMenu={(e: MouseEvent) => {
              e.preventDefault();
              setMenu({ tab: t.key, x: e.clientX, y: e.clientY });
            }}
            // From the keyboard: Delete closes the focused tab, the menu key or Shift+F10 opens its menu below it.
            onKeyDown={(e: KeyboardEvent<HTMLElement>) => {
              if (e.key === 'Delete') onCommand('close', t.key);
              else if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) {
                e.preventDefault();
                const r = e.currentTarget.getBoundingClientRect();
                setMenu({ tab: t.key, x: r.left, y: r.bottom });
              }
            }}
            aria-keyshortcuts="Delete Shift+F10"
            sx={{ minHeight: 36, py: 0, textTransform: 'none' }}
            iconPosition="end"
            label={title(t.path)}
            icon={<TabCloseButton onClose={() => onCommand('close', t.key)} />}
          />
        ))}
      </Tabs>
      <TabMenu menu={menu} onClose={() => setMenu(undefined)} onCommand={onCommand} />
      <Confirm
        isOpen={pending}
        title="app.tabs.unsavedTitle"
        content="app.tabs.unsaved"
        onClose={cancelPending}
        onConfirm={confirmPending}
      />
    </Box>
  );
}

/** A tab's title: its page's (translated), and for a record sub-page which one (全部订单 · 编辑, 代理提现 · 申请提现). */
function useTabTitle() {
  const translate = useTranslate();
  return (path: string) => {
    const pathname = path.split('?')[0];
    const route = routeOf(pathname);
    const page = translate(route ? route.label : outsideTitleKey(pathname));
    const sub = subPage(pathname);
    return sub && route ? `${page} · ${recordScreenLabel(route, sub, translate)}` : page;
  };
}

/**
 * The × inside a tab; a click closes that tab without selecting it. A tab may hold no control of its own (a focusable
 * one inside role=tab is lost to screen readers, WCAG 4.1.2), so the × is for the mouse and the keyboard closes the
 * focused tab with Delete (or its menu).
 */
function TabCloseButton({ onClose }: { onClose: () => void }) {
  return (
    <Box
      component="span"
      aria-hidden
      data-tab-close
      onClick={(e: MouseEvent) => {
        e.stopPropagation();
        onClose();
      }}
      sx={{
        display: 'inline-flex',
        p: 0.5,
        borderRadius: '50%',
        cursor: 'pointer',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Close sx={{ fontSize: 14 }} />
    </Box>
  );
}

/** The right-click menu of a tab: refresh it, close it, those to its right or left, or all. */
function TabMenu({
  menu,
  onClose,
  onCommand,
}: {
  menu: MenuAt | undefined;
  onClose: () => void;
  onCommand: (name: TabCommand, tab: string) => void;
}) {
  const translate = useTranslate();
  return (
    <Menu
      open={!!menu}
      onClose={onClose}
      anchorReference="anchorPosition"
      anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
      data-testid="tab-menu"
    >
      {(['refresh', 'close', 'closeRight', 'closeLeft', 'closeAll'] as const).map((name) => (
        <MenuItem key={name} data-command={name} onClick={() => menu && onCommand(name, menu.tab)}>
          {translate(`app.tabs.${name}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
