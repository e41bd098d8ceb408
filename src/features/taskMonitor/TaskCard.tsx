import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Delete from '@mui/icons-material/Delete';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../kit/fields/components/CopyButton';
import { EllipsisText } from '../../kit/fields/components/EllipsisText';
import {
  itemProgress,
  taskProgress,
  taskState,
  taskStore,
  titleOf,
  type ProgressState,
  type Task,
  type TaskItem,
} from '../../platform/tasks';

/** The §4 progress looks as MUI colours: normal grey, active primary (pulsing), success, exception red. */
const COLOR: Record<ProgressState, 'inherit' | 'primary' | 'success' | 'error'> = {
  normal: 'inherit',
  active: 'primary',
  success: 'success',
  exception: 'error',
};

function Bar({ percent, state, label }: { percent: number; state: ProgressState; label: string }) {
  return (
    <LinearProgress
      variant="determinate"
      value={percent}
      color={COLOR[state]}
      aria-label={label}
      data-state={state}
      data-percent={percent}
      sx={{
        height: 6,
        borderRadius: 3,
        flex: 1,
        ...(state === 'normal' ? { color: 'grey.400' } : {}),
        // Steps are 0, 50 and 100 (§9), or the percentage the work reports: jump to them; a running one breathes.
        '& .MuiLinearProgress-bar': {
          transition: 'none',
          ...(state === 'active' ? { animation: 'ccs-task-active 1.4s ease-in-out infinite' } : {}),
        },
        '@keyframes ccs-task-active': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
      }}
    />
  );
}

/** One task (§3): name, description, start time, overall progress (§4: share of items done), each item's status. */
export function TaskCard({ task }: { task: Task }) {
  const translate = useTranslate();
  const items = Object.values(task.items);
  const percent = taskProgress(task);
  const done = items.filter((i) => i.status === 2 || i.status === 3).length;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="task-card" data-task={task.id}>
      <TaskHeader task={task} />
      {task.desc ? (
        <Typography variant="body2" color="text.secondary">
          <EllipsisText text={task.desc} maxWidth={40} />
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {task.id}
        </Typography>
        <CopyButton text={task.id} />
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto !important' }}>
          {translate('app.tasks.startedAt', { time: task.start_time })}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 1 }}>
        <Bar percent={percent} state={taskState(task)} label={translate(task.name)} />
        <Typography variant="caption" sx={{ minWidth: 36, textAlign: 'right' }} data-testid="task-progress">
          {percent}%
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('app.tasks.items', { done, total: items.length })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <TaskItemRow key={item.id} item={item} />
        ))}
      </Box>
    </Paper>
  );
}

/** The task's name, its §4 title (running, done, failed…) and the button that deletes it. */
function TaskHeader({ task }: { task: Task }) {
  const translate = useTranslate();
  const title = titleOf(task);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle2" component="h3" sx={{ flex: 1, minWidth: 0 }}>
        <EllipsisText text={translate(task.name)} maxWidth={28} />
      </Typography>
      <Chip
        size="small"
        label={translate(`app.tasks.title.${title}`)}
        color={title === 'running' ? 'primary' : 'default'}
        data-testid="task-title"
      />
      <Tooltip title={translate('app.tasks.delete')}>
        <IconButton
          size="small"
          onClick={() => taskStore.remove(task.id)}
          aria-label={translate('app.tasks.delete')}
          data-testid="task-delete"
        >
          <Delete fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** One item of a task: its id, its own progress with its message, its status. */
function TaskItemRow({ item }: { item: TaskItem }) {
  const translate = useTranslate();
  const progress = itemProgress(item.status, item.progress);
  return (
    <Box
      component="li"
      sx={{ display: 'grid', gridTemplateColumns: '72px 1fr 56px', gap: 1, alignItems: 'center', py: 0.25 }}
      data-testid="task-item"
      data-item={item.id}
      data-status={item.status}
    >
      <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
        <EllipsisText text={item.id} maxWidth={10} />
      </Typography>
      <Box>
        <Bar percent={progress.percent} state={progress.state} label={item.id} />
        {item.msg ? (
          <Typography variant="caption" color={item.status === 3 ? 'error' : 'text.secondary'} component="div">
            <EllipsisText text={translate(item.msg)} maxWidth={36} />
          </Typography>
        ) : null}
      </Box>
      <Typography variant="caption" sx={{ textAlign: 'right' }}>
        {translate(`app.tasks.status.${item.status}`)}
      </Typography>
    </Box>
  );
}
