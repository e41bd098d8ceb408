import { accountSecurity } from '../features/accountSecurity';
import type { Feature } from '../features/contract';
import { requestProgress } from '../features/requestProgress';

/** Every hand-written feature whose contributions the shell places (pages come through routes.yaml). */
export const features: readonly Feature[] = [requestProgress, accountSecurity];
