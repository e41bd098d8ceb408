import { useState, type MouseEvent } from 'react';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Confirm, useNotify, useStoreContext, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_ROUTE } from '../../routing/paths';
import { useSkinSettings } from '../../skin/useSkinSettings';
import { dirtyTabs } from './dirtyTabs';
import { tabScope } from './scopedStore';
import { closeAll, closedKeys, closeLeft, closeRight, closeTab, refreshTab, tabKey, type TabOutcome, type TabsState } from './tabModel';
import { routeOfPath as routeOf } from '../../routing/routeTable';
import { subPage } from './tabTitle';
import { useTabsState } from './useTabsState';

type Command = 'close' | 'closeRight' | 'closeLeft' | 'closeAll' | 'refresh';

/** §2 multi-tab bar: one tab per opened route, titled by its page; a right-click menu closes tabs (§8 messages). */
export function TabBar() {
  const [{ multiTab }] = useSkinSettings();
  if (!multiTab) return null;
  return <TabBarShown />;
}

function TabBarShown() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const store = useStoreContext();
  const location = useLocation();
  const [state, setTabs] = useTabsState();
  const [menu, setMenu] = useState<{ tab: string; x: number; y: number }>();
  const [pending, setPending] = useState<TabsState>();
  const current = tabKey(location.pathname, location.search);

  // Applies an outcome: frees the closed tabs' state and shows the tab that is active afterwards.
  const apply = (next: TabsState) => {
    for (const closed of closedKeys(state, next)) {
      store.removeItems(tabScope(closed));
      dirtyTabs.forget(closed);
    }
    setTabs(() => next);
    const active = next.tabs.find((t) => t.key === next.active);
    if (active && active.key !== current) navigate(active.path);
  };
  const run = (outcome: TabOutcome) => {
    if (outcome.message) return notify(`app.tabs.${outcome.message}`, { type: 'info' });
    // A tab holding unsaved form input asks before it goes (§2 guard).
    if (closedKeys(state, outcome.state).some(dirtyTabs.isDirty)) return setPending(outcome.state);
    apply(outcome.state);
  };
  const command = (name: Command, tab: string) => {
    setMenu(undefined);
    if (name === 'close') run(closeTab(state, tab));
    else if (name === 'closeRight') run(closeRight(state, tab));
    else if (name === 'closeLeft') run(closeLeft(state, tab));
    else if (name === 'closeAll') run(closeAll(state, tab, tabKey(HOME_ROUTE, '')));
    else {
      // Mounted anew, the tab reads its data again; the other tabs (and what they hold) are left alone.
      setTabs((prev) => refreshTab(prev, tab));
      if (tab !== current) navigate(state.tabs.find((t) => t.key === tab)!.path);
    }
  };

  const title = (path: string) => {
    const pathname = path.split('?')[0];
    const route = routeOf(pathname);
    const page = route ? translate(route.label) : pathname;
    const sub = subPage(pathname);
    return sub ? `${page} · ${translate(`ra.action.${sub}`)}` : page;
  };
  const value = state.tabs.some((t) => t.key === current) ? current : false;

  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', mb: 1 }} data-testid="tab-bar">
      <Tabs value={value} variant="scrollable" scrollButtons="auto" sx={{ minHeight: 36 }} onChange={(_, key: string) => navigate(state.tabs.find((t) => t.key === key)!.path)}>
        {state.tabs.map((t) => (
          <Tab
            key={t.key}
            value={t.key}
            data-tab-key={t.key}
            onContextMenu={(e: MouseEvent) => {
              e.preventDefault();
              setMenu({ tab: t.key, x: e.clientX, y: e.clientY });
            }}
            sx={{ minHeight: 36, py: 0, textTransform: 'none' }}
            iconPosition="end"
            label={title(t.path)}
            icon={
              <IconButton
                component="span"
                size="small"
                aria-label={translate('app.tabs.close')}
                onClick={(e) => {
                  e.stopPropagation();
                  command('close', t.key);
                }}
              >
                <Close sx={{ fontSize: 14 }} />
              </IconButton>
            }
          />
        ))}
      </Tabs>
      <Menu open={!!menu} onClose={() => setMenu(undefined)} anchorReference="anchorPosition" anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined} data-testid="tab-menu">
        {(['refresh', 'close', 'closeRight', 'closeLeft', 'closeAll'] as const).map((name) => (
          <MenuItem key={name} data-command={name} onClick={() => menu && command(name, menu.tab)}>
            {translate(`app.tabs.${name}`)}
          </MenuItem>
        ))}
      </Menu>
      <Confirm
        isOpen={!!pending}
        title="app.tabs.unsavedTitle"
        content="app.tabs.unsaved"
        onClose={() => setPending(undefined)}
        onConfirm={() => {
          if (pending) apply(pending);
          setPending(undefined);
        }}
      />
    </Box>
  );
}
