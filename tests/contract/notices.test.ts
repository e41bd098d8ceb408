/** §7 Notices (fixtures/notices.ts): the notice popup's fetch (features/notices/api.ts) against a scripted gateway. */
import { beforeEach, describe, expect } from 'vitest';
import { fetchNotices } from '../../src/features/notices/api';
import { session } from '../../src/platform/providers/session';
import { shownIn } from '../unit/helpers/shown';
import * as fx from './fixtures/notices';
import { contract, expectRequest, rejection, specService, TOKENS } from './harness';

const service = specService();
const shown = await shownIn('en');

beforeEach(() => session.store(TOKENS));

describe('§7 Notices: GET pageNo, pageSize to an external gateway, code 0 is success', () => {
  contract('asks the first page of 10, and code 0 hands the notices to the popup', fx.notices, async () => {
    service.answer(fx.notices.answer);
    const notices = await fetchNotices();
    expectRequest(service.only(), fx.notices.request);
    expect(notices.map((n) => n.title)).toEqual(fx.notices.titles);
  });

  contract('code "0" as a string is success too', fx.noticesStringCode, async () => {
    service.answer(fx.noticesStringCode.answer);
    expect((await fetchNotices()).map((n) => n.title)).toEqual(fx.noticesStringCode.titles);
  });

  contract('any other code — even 1 — shows its msg', fx.noticesRefused, async () => {
    service.answer(fx.noticesRefused.answer);
    const error = await rejection(fetchNotices());
    expect(error.kind).toBe('business');
    expect(shown(error.message)).toBe(fx.noticesRefused.shows);
  });
});
