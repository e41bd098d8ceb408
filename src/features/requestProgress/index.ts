/** Feedback while the upstream answers: a progress bar on every fetch, a slow-server notice with retry and cancel. */
export { FetchProgress } from './FetchProgress';
export { SlowServerNotice } from './SlowServerNotice';
