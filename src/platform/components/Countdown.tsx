import Box from '@mui/material/Box';
import { formatHms } from './countdown';
import { useCountdown } from './useCountdown';

export interface CountdownProps {
  /** Target time, ms since the epoch (§3 count-down widget: target time, remaining time). */
  target: number;
  onEnd?: () => void;
}

/** §3/§4 count-down widget: hh:mm:ss until the target, ticking each second, stopping at 00:00:00. */
export function Countdown({ target, onEnd }: CountdownProps) {
  const left = useCountdown(target, onEnd);
  return (
    <Box component="span" role="timer" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatHms(left)}
    </Box>
  );
}
