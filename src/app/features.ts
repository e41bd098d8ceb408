import { accountSecurity } from '../features/accountSecurity';
import type { Feature } from '../features/contract';
import { functionSearch } from '../features/functionSearch';
import { googleAuth } from '../features/googleAuth';
import { greeting } from '../features/greeting';
import { multiTab } from '../features/multiTab';
import { notices } from '../features/notices';
import { permissionDiagnostic } from '../features/permissionDiagnostic';
import { recordHistory } from '../features/recordHistory';
import { releaseWatch } from '../features/releaseWatch';
import { requestProgress } from '../features/requestProgress';
import { savedViews } from '../features/savedViews';
import { screenWarmup } from '../features/screenWarmup';
import { listPrefetch } from '../features/listPrefetch';
import { liveQueue } from '../features/liveQueue';
import { serviceQr } from '../features/serviceQr';
import { settingsDrawer } from '../features/settingsDrawer';
import { styleSnapshot } from '../features/styleSnapshot';
import { taskMonitor } from '../features/taskMonitor';

/** Every hand-written feature whose contributions the shell places (pages come through routes.yaml). */
export const features: readonly Feature[] = [
  requestProgress,
  multiTab,
  functionSearch,
  notices,
  taskMonitor,
  accountSecurity,
  googleAuth,
  releaseWatch,
  serviceQr,
  settingsDrawer,
  greeting,
  savedViews,
  screenWarmup,
  styleSnapshot,
  listPrefetch,
  permissionDiagnostic,
  recordHistory,
  liveQueue,
];
