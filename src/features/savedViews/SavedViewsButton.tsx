import { useState } from 'react';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import Check from '@mui/icons-material/Check';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Button, useAddUndoableMutation, useNotify, useTranslate } from 'react-admin';
import { isShown, type Density, type SavedView } from './savedViews';
import { useSavedViews } from './useSavedViews';
import { ViewNameDialog } from './ViewNameDialog';

const DENSITIES: readonly Density[] = ['small', 'medium'];

/**
 * The list toolbar's 视图 menu: the account's saved views of this list — apply, rename, delete (at once, with undo in
 * the notification: react-admin's undoable pattern) — saving the current one, and row density.
 */
export function SavedViewsButton() {
  const translate = useTranslate();
  const { views, current, save, remove, restore, rename, apply, density, setDensity } = useSavedViews();
  const removeWithUndo = useRemoveWithUndo(remove, restore);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The name dialog, open to save the current view or to rename one.
  const [naming, setNaming] = useState<{ renaming?: string } | undefined>(undefined);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        label="app.savedViews.button"
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="saved-views-button"
      >
        <BookmarksOutlined />
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close} data-testid="saved-views-menu">
        <ListSubheader>{translate('app.savedViews.saved')}</ListSubheader>
        {views.length === 0 && <MenuItem disabled>{translate('app.savedViews.none')}</MenuItem>}
        {views.map((view) => (
          <ViewItem
            key={view.label}
            label={view.label}
            shown={isShown(view, current)}
            onApply={() => (apply(view), close())}
            onRename={() => (setNaming({ renaming: view.label }), close())}
            // The menu closes: the notification's undo is then one click away, not behind the menu's backdrop.
            onRemove={() => (removeWithUndo(view.label), close())}
          />
        ))}
        <MenuItem onClick={() => (setNaming({}), close())} data-testid="save-view">
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
        <NamingDialog
          views={views}
          renaming={naming.renaming}
          save={save}
          rename={rename}
          onClose={() => setNaming(undefined)}
        />
      )}
    </>
  );
}

/** The name dialog: saves the current view under a name, or renames one; says it did. */
function NamingDialog({
  views,
  renaming,
  save,
  rename,
  onClose,
}: {
  views: readonly SavedView[];
  renaming?: string;
  save: (name: string) => void;
  rename: (from: string, to: string) => void;
  onClose: () => void;
}) {
  const notify = useNotify();
  return (
    <ViewNameDialog
      taken={views.map((v) => v.label)}
      renaming={renaming}
      onClose={onClose}
      onSave={(name) => {
        onClose();
        if (renaming === undefined) save(name);
        else rename(renaming, name);
        notify(renaming === undefined ? 'app.savedViews.savedOne' : 'app.savedViews.renamed', {
          type: 'success',
          messageArgs: { name, from: renaming, to: name },
        });
      }}
    />
  );
}

/** Deletes a view at once, with 撤销 / Undo in the notification (react-admin's undoable notification) putting it back. */
function useRemoveWithUndo<T>(remove: (label: string) => T | undefined, restore: (removed: T) => void) {
  const notify = useNotify();
  const addUndoableMutation = useAddUndoableMutation();
  return (label: string) => {
    const removed = remove(label);
    if (removed === undefined) return;
    addUndoableMutation(({ isUndo }) => {
      if (isUndo) restore(removed);
    });
    notify('app.savedViews.removed', { messageArgs: { name: label }, undoable: true });
  };
}

/** One saved view: applies on click; its pencil renames it, its bin deletes it (neither applies it). */
function ViewItem({
  label,
  shown,
  onApply,
  onRename,
  onRemove,
}: {
  label: string;
  shown: boolean;
  onApply: () => void;
  onRename: () => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  return (
    <MenuItem data-view={label} onClick={onApply} aria-current={shown ? 'true' : undefined}>
      <ListItemIcon>{shown && <Check fontSize="small" />}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
      <IconButton
        size="small"
        sx={{ ml: 1 }}
        aria-label={translate('app.savedViews.rename', { name: label })}
        data-testid="rename-view"
        onClick={(e) => {
          e.stopPropagation();
          onRename();
        }}
      >
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton
        edge="end"
        size="small"
        aria-label={translate('app.savedViews.remove', { name: label })}
        data-testid="remove-view"
        onClick={(e) => {
          e.stopPropagation();
          onRemove();
        }}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </MenuItem>
  );
}
