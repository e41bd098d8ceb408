import Badge from '@mui/material/Badge';
import Assignment from '@mui/icons-material/Assignment';
import { useTranslate } from 'react-admin';
import { HeaderButton } from '../../platform/components/HeaderButton';
import { isRunning, useTasks } from '../../platform/tasks';
import { taskDrawer } from './taskDrawer';

/** Header button of the task monitor (§2): the badge counts the tasks still running. */
export function TaskMonitorButton() {
  const translate = useTranslate();
  const running = useTasks().filter(isRunning).length;
  const label = translate('app.tasks.button');
  return (
    <HeaderButton
      icon={
        <Badge badgeContent={running} color="secondary" data-testid="task-running-count">
          <Assignment />
        </Badge>
      }
      label={label}
      onClick={() => taskDrawer.open(true)}
      testId="task-monitor-button"
    />
  );
}
