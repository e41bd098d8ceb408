import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { currentBrand } from '../../platform/brand/currentBrand';
import { runDemoTask } from './demoTask';

/**
 * §2 /test/home: a test page (shown in the blank layout), saying which brand this host selected, and starting a
 * demo batch task for the task monitor.
 */
export function TestHomePage() {
  const brand = currentBrand();
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h5" component="h1">
        test/home
      </Typography>
      <Typography data-testid="test-brand">
        {brand.id} · {brand.title} · {window.location.host}
      </Typography>
      <Button
        variant="outlined"
        data-testid="demo-task"
        onClick={() => {
          runDemoTask(translate('app.tasks.demo.name'), translate('app.tasks.demo.desc'));
          notify('app.tasks.demo.started', { type: 'info' });
        }}
      >
        {translate('app.tasks.demo.start')}
      </Button>
    </Stack>
  );
}
