import type { Feature } from '../contract';
import { RecordHistoryPanel } from './RecordHistoryPanel';

/**
 * Issue 33 item 7: under every writable record's detail, its history — who, when, what changed from what to what —
 * when the upstream profile declares a history call and the account may read it.
 */
export const recordHistory: Feature = {
  about: "a record's history under its detail: actor, time, action, each changed field old → new (issue 33)",
  detailPanels: [RecordHistoryPanel],
};
