import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Assignment from '@mui/icons-material/Assignment';
import { useTranslate } from 'react-admin';
import { isRunning, useTasks } from '../../tasks';
import { taskDrawer } from './taskDrawer';

/** Header button of the task monitor (§2): the badge counts the tasks still running. */
export function TaskMonitorButton() {
  const translate = useTranslate();
  const running = useTasks().filter(isRunning).length;
  const label = translate('app.tasks.button');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={() => taskDrawer.open(true)} aria-label={label} data-testid="task-monitor-button">
        <Badge badgeContent={running} color="secondary" data-testid="task-running-count">
          <Assignment />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
