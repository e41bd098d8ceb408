import { lazy, Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { usePermissions, useTranslate } from 'react-admin';
import type { DerivedRole } from '../../platform/providers/userInfo';
import { taskStore, titleOf, useTasks } from '../../platform/tasks';
import { taskDrawer } from './taskDrawer';

// The cards load when the drawer first shows one (issue 32: the first row does not wait for them).
const TaskCard = lazy(() => import('./TaskCard').then((m) => ({ default: m.TaskCard })));

/**
 * §2 task monitor drawer. Its host also tells the task store whose tasks these are, so each account keeps its own
 * across reloads.
 */
export function TaskDrawerHost() {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<DerivedRole | null>();
  const account = role?.username || undefined;
  useEffect(() => taskStore.bindAccount(account), [account]);
  const tasks = useTasks();
  const open = taskDrawer.useValue() === true;
  return (
    <Drawer anchor="right" open={open} onClose={taskDrawer.close} data-testid="task-drawer">
      <Box sx={{ width: { xs: '100vw', sm: 400 }, p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }} data-testid="task-drawer-title">
            {translate(`app.tasks.title.${titleOf(tasks)}`)}
          </Typography>
          <IconButton onClick={taskDrawer.close} aria-label={translate('ra.action.close')}>
            <Close />
          </IconButton>
        </Stack>
        {tasks.length === 0 ? (
          <Typography color="text.secondary">{translate('app.tasks.empty')}</Typography>
        ) : (
          <Suspense fallback={null}>
            <Stack spacing={1.5}>
              {tasks.map((task) => (
                <TaskCard key={task.id} task={task} />
              ))}
            </Stack>
          </Suspense>
        )}
      </Box>
    </Drawer>
  );
}
