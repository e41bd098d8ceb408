import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { ellipsize } from '../textWidth';

export interface EllipsisTextProps {
  text: string;
  /** Display columns (§9: non-ASCII counts 2); 20 ≈ 10 Chinese characters. */
  maxWidth?: number;
}

/** Text cut to a display width with '…', the whole text in a tooltip when something was cut (§9). */
export function EllipsisText({ text, maxWidth = 20 }: EllipsisTextProps) {
  const cut = ellipsize(text, maxWidth);
  if (!cut.truncated) return <span>{text}</span>;
  return (
    <Tooltip title={text}>
      <Box component="span" data-ellipsis="true" aria-label={text} tabIndex={0}>
        {cut.text}
      </Box>
    </Tooltip>
  );
}
