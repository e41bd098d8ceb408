import type { Feature } from '../contract';
import { NoticeBell } from './NoticeBell';
import { NoticeHost } from './NoticeHost';

/** §2 notice popup (after login, the newest notice not hidden) and a header bell with the unread count and the list. */
export const notices: Feature = {
  about: 'notice popup after login and the notice bell (§2, §7 notice gateway, §8)',
  appBar: [NoticeBell],
  // The unread count stays in sight on a phone too.
  appBarOnPhone: 'bar',
  hosts: [NoticeHost],
};
