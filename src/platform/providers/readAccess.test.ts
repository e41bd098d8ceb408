import { describe, expect, it } from 'vitest';
import { readAction } from './readAccess';

describe('readAction: what reading records takes, as the data provider reads them (§6)', () => {
  it.each([
    ['cinemas', 'one', 'show'], // its own detail call: the upstream wants `get`
    ['cinemas', 'list', 'list'],
    ['posters', 'one', 'list'], // get: list — one record through the list call: `query`
    ['merchantInfo', 'one', 'show'],
  ] as const)('%s, %s record(s): %s', (resource, what, action) => {
    expect(readAction(resource, what)).toBe(action);
  });
});
