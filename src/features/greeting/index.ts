import type { Feature } from '../contract';
import { GreetingHost } from './GreetingHost';

/** §9 greeting by the hour, once after each login. */
export const greeting: Feature = {
  about: 'greeting notification by the hour after login (§9)',
  hosts: [GreetingHost],
};
