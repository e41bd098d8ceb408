import { useState } from 'react';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import Check from '@mui/icons-material/Check';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Button, useNotify, useTranslate } from 'react-admin';
import { isShown, type Density } from './savedViews';
import { SaveViewDialog } from './SaveViewDialog';
import { useSavedViews } from './useSavedViews';

const DENSITIES: readonly Density[] = ['small', 'medium'];

/** The list toolbar's 视图 menu: the account's saved views of this list, saving the current one, and row density. */
export function SavedViewsButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const { views, current, save, remove, apply, density, setDensity } = useSavedViews();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const close = () => setAnchor(null);
  return (
    <>
      <Button label="app.savedViews.button" onClick={(e) => setAnchor(e.currentTarget)} data-testid="saved-views-button">
        <BookmarksOutlined />
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close} data-testid="saved-views-menu">
        <ListSubheader>{translate('app.savedViews.saved')}</ListSubheader>
        {views.length === 0 && <MenuItem disabled>{translate('app.savedViews.none')}</MenuItem>}
        {views.map((view) => (
          <ViewItem key={view.label} label={view.label} shown={isShown(view, current)} onApply={() => (apply(view), close())} onRemove={() => remove(view.label)} />
        ))}
        <MenuItem onClick={() => (setNaming(true), close())} data-testid="save-view">
          {translate('app.savedViews.saveCurrent')}
        </MenuItem>
        <Divider />
        <ListSubheader>{translate('app.savedViews.density')}</ListSubheader>
        {DENSITIES.map((d) => (
          <MenuItem key={d} selected={density === d} onClick={() => (setDensity(d), close())} data-density={d}>
            <ListItemIcon>{density === d && <Check fontSize="small" />}</ListItemIcon>
            <ListItemText>{translate(`app.savedViews.${d}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {naming && (
        <SaveViewDialog
          taken={views.map((v) => v.label)}
          onClose={() => setNaming(false)}
          onSave={(name) => {
            save(name);
            setNaming(false);
            notify('app.savedViews.savedOne', { type: 'success', messageArgs: { name } });
          }}
        />
      )}
    </>
  );
}

/** One saved view: applies on click; its bin removes it (without applying it). */
function ViewItem({ label, shown, onApply, onRemove }: { label: string; shown: boolean; onApply: () => void; onRemove: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <MenuItem data-view={label} onClick={onApply} aria-current={shown ? 'true' : undefined}>
      <ListItemIcon>{shown && <Check fontSize="small" />}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
      <IconButton
        edge="end"
        size="small"
        aria-label={translate('app.savedViews.remove', { name: label })}
        onClick={(e) => {
          e.stopPropagation();
          onRemove();
          notify('app.savedViews.removed', { messageArgs: { name: label } });
        }}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </MenuItem>
  );
}
