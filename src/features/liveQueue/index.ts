import { createElement, lazy, Suspense } from 'react';
import type { Feature } from '../contract';
import { LiveListBody } from './LiveListBody';

/** Loaded after the first screen: the counts wait for it anyway. */
const LiveBadges = lazy(() => import('./LiveBadges'));

/** Its own boundary: the counts' code loading must not suspend anything around it. */
const LiveBadgesHost = () => createElement(Suspense, { fallback: null }, createElement(LiveBadges));

/**
 * Live work queues (issue 33 items 1–3): a list or view whose schema says `live` asks again at its pace while in
 * sight (or on the change stream's events), marks the rows that came and went, and its menu entry counts what waits.
 */
export const liveQueue: Feature = {
  about: 'live work queues: lists that refresh themselves, new and departed rows marked, menu and title counts',
  listBody: LiveListBody,
  hosts: [LiveBadgesHost],
};
