import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { createContext, useContext } from 'react';
import { ellipsize } from '../../../../vocabulary/textWidth';

export interface EllipsisTextProps {
  text: string;
  /** Display columns (§9: non-ASCII counts 2); 20 ≈ 10 Chinese characters. */
  maxWidth?: number;
}

/**
 * The display columns a line has for the texts cut inside it, where that is more than their own `maxWidth` (which is
 * what a table column can spare): a phone's card gives each value a line of its own (resources/ListTable).
 */
const LineRoom = createContext(0);
export const LineRoomProvider = LineRoom.Provider;

/**
 * The class of every cut text, which a table cell (theme: RaDataTable) lets give way when the table would otherwise
 * be wider than its box: then the column narrows and the line ends in a '…' of the browser's.
 */
export const ELLIPSIS_TEXT = 'AppEllipsisText';

/** Text cut to a display width with '…', the whole text in a tooltip when something was cut (§9). */
export function EllipsisText({ text, maxWidth = 20 }: EllipsisTextProps) {
  const cut = ellipsize(text, Math.max(maxWidth, useContext(LineRoom)));
  if (!cut.truncated) return <span className={ELLIPSIS_TEXT}>{text}</span>;
  return (
    <Tooltip title={text}>
      <Box component="span" className={ELLIPSIS_TEXT} data-ellipsis="true" aria-label={text} tabIndex={0}>
        {cut.text}
      </Box>
    </Tooltip>
  );
}
