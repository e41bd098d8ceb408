import type { Feature } from '../contract';
import { ReleaseNotice } from './ReleaseNotice';

/** Releases roll out under open tabs: a tab learns that a newer release is out, or that part of it is gone, and offers a reload. */
export const releaseWatch: Feature = {
  about: 'a newer release or a module that failed to load offers a reload (deploy/, README Deploy)',
  overlay: ReleaseNotice,
};
