import { createContext, useContext, type ReactNode, type MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';

/**
 * Where a header control is drawn (§9 mobile < 576 px): in the bar as an icon button, or as an entry of the header's
 * overflow menu ("more"), which `close`s when an entry is chosen.
 */
export type HeaderPlacement = { kind: 'bar' } | { kind: 'menu'; close: () => void };

const PlacementContext = createContext<HeaderPlacement>({ kind: 'bar' });
export const HeaderPlacementProvider = PlacementContext.Provider;
export const useHeaderPlacement = () => useContext(PlacementContext);

interface HeaderButtonProps {
  icon: ReactNode;
  /** The accessible name: the tooltip in the bar, the entry's text in the menu. */
  label: string;
  /** A longer tooltip in the bar (e.g. with the shortcut). */
  tooltip?: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  testId?: string;
}

/** A feature's header button (§2), drawn for its placement: an icon button, or an overflow-menu entry with its text. */
export function HeaderButton({ icon, label, tooltip, onClick, testId }: HeaderButtonProps) {
  const placement = useHeaderPlacement();
  if (placement.kind === 'menu') {
    return (
      <MenuItem
        onClick={(event) => {
          placement.close();
          onClick(event);
        }}
        data-testid={testId}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText>{label}</ListItemText>
      </MenuItem>
    );
  }
  return (
    <Tooltip title={tooltip ?? label}>
      <IconButton color="inherit" onClick={onClick} aria-label={label} data-testid={testId}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
