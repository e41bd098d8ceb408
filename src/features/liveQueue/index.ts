import { createElement, useEffect, useState } from 'react';
import type { Feature } from '../contract';
import LiveBadges from './LiveBadges';
import { LiveListBody } from './LiveListBody';

/** The counts start this long after sign-in or a reload: never beside the first screen's requests. */
const COUNTS_AFTER_MS = 3000;

/**
 * Mounted late. Not a lazily loaded module: one importing the start-up's own modules (the access check, the http
 * core) would split them out of the entry into files of their own on every cold load.
 */
function LiveBadgesHost() {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), COUNTS_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return due ? createElement(LiveBadges) : null;
}

/**
 * Live work queues (issue 33 items 1–3): a list or view whose schema says `live` asks again at its pace while in
 * sight (or on the change stream's events), marks the rows that came and went, and its menu entry counts what waits.
 */
export const liveQueue: Feature = {
  about: 'live work queues: lists that refresh themselves, new and departed rows marked, menu and title counts',
  listBody: LiveListBody,
  hosts: [LiveBadgesHost],
};
