/** §7 client 1's upload path (fixtures/upload.ts): the console's uploadPicture against a scripted movie service. */
import { beforeEach, describe, expect } from 'vitest';
import { session } from '../../src/platform/providers/session';
import { uploadPicture } from '../../src/platform/providers/upload';
import { shownIn } from '../unit/helpers/shown';
import * as fx from './fixtures/upload';
import { contract, expectRequest, rejection, specService, TOKENS } from './harness';

const service = specService();
const shown = await shownIn('en');
const picture = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

beforeEach(() => session.store(TOKENS));

describe('§7 upload: a raw value, rewrapped as code 1 with data.local_pic_url', () => {
  contract('the raw answer is the picture URL the form keeps', fx.rawAnswer, async () => {
    service.answer(fx.rawAnswer.answer);
    expect(await uploadPicture(picture(), 'posters.image')).toBe(fx.rawAnswer.url);
    expectRequest(service.only(), fx.rawAnswer.request);
  });

  contract('an answer already wrapped reads the same', fx.alreadyWrapped, async () => {
    service.answer(fx.alreadyWrapped.answer);
    expect(await uploadPicture(picture(), 'posters.image')).toBe(fx.alreadyWrapped.url);
  });

  contract('a refused upload shows the server msg', fx.refused, async () => {
    service.answer(fx.refused.answer);
    expect(shown((await rejection(uploadPicture(picture(), 'posters.image'))).message)).toBe(fx.refused.shows);
  });
});
