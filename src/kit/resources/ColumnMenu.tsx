import { useState } from 'react';
import MoreVert from '@mui/icons-material/MoreVert';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslate } from 'react-admin';
import { WIDTH_STEP } from './columnLayout';
import type { ColumnLayoutControls } from './useColumnLayout';

/**
 * A header's column button and menu (issue 34 item 1): everything dragging does, by keyboard — move left or right,
 * pin or unpin, wider, narrower, fit to content — and reset columns to the schema's layout. The button shows on the
 * header's hover or focus and takes no room of its own (the widest lists still fit 1280 px).
 */
export function ColumnMenu({
  id,
  name,
  width,
  controls,
  fit,
}: {
  id: string;
  name: string;
  /** The column's width on screen now. */
  width: () => number;
  controls: ColumnLayoutControls;
  fit: () => void;
}) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const act = (fn: () => void) => () => {
    fn();
    close();
  };
  const items = menuItems(id, controls, width, fit);
  return (
    <>
      <IconButton
        size="small"
        className="AppColumnMenuButton"
        aria-label={translate('app.table.columnMenu', { name })}
        aria-haspopup="menu"
        data-testid="column-menu-button"
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
      >
        <MoreVert fontSize="inherit" />
      </IconButton>
      {/* Only while open: a closed menu per header was a Popover and a Modal more per column in every list's render. */}
      {anchor ? (
        <Menu anchorEl={anchor} open onClose={close} data-testid="column-menu">
          {items.map(([action, label, run]) => (
            <MenuItem key={action} onClick={act(run)} data-column-action={action}>
              {translate(label)}
            </MenuItem>
          ))}
          <Divider />
          <MenuItem onClick={act(controls.reset)} data-column-action="reset">
            {translate('app.table.reset')}
          </MenuItem>
        </Menu>
      ) : null}
    </>
  );
}

/** The menu's entries: what dragging does, by keyboard. */
function menuItems(
  id: string,
  controls: ColumnLayoutControls,
  width: () => number,
  fit: () => void,
): Array<[string, string, () => void]> {
  const pinned = controls.pinned.includes(id);
  return [
    ['left', 'app.table.moveLeft', () => controls.move(id, -1)],
    ['right', 'app.table.moveRight', () => controls.move(id, 1)],
    ['pin', pinned ? 'app.table.unpin' : 'app.table.pin', () => controls.togglePin(id)],
    ['wider', 'app.table.wider', () => controls.setWidth(id, width() + WIDTH_STEP)],
    ['narrower', 'app.table.narrower', () => controls.setWidth(id, width() - WIDTH_STEP)],
    ['fit', 'app.table.fit', fit],
  ];
}
