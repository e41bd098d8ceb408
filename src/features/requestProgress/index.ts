import type { Feature } from '../contract';
import { FetchProgress } from './FetchProgress';
import { SlowServerNotice } from './SlowServerNotice';

/** Feedback while the upstream answers (§9 timeout): a progress bar on every fetch, a slow-server notice with retry and cancel. */
export const requestProgress: Feature = {
  about: 'progress while the upstream answers; slow-server notice with retry and cancel (§9)',
  slots: { top: FetchProgress, afterHeader: SlowServerNotice },
};
