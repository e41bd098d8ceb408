import { describe, expect, it } from 'vitest';
import { googleCodeSchema, normaliseGoogleCode } from './googleCode';

describe('Google code input (§5: required, 6-digit dynamic code)', () => {
  it.each([
    ['123456', '123456'],
    ['012345', '012345'], // leading zeros are kept
    ['000000', '000000'],
    ['123 456', '123456'], // as authenticator apps show it
    [' 123456 ', '123456'],
    ['１２３４５６', '123456'], // full-width digits
    ['０１２　３４５', '012345'], // full-width digits and an ideographic space
    ['12\t34\n56', '123456'],
    ['12345a', '12345a'], // letters stay, to be refused
  ])('%j is read as %j', (typed, code) => {
    expect(normaliseGoogleCode(typed)).toBe(code);
  });

  it.each([
    ['', 'app.google.required'],
    ['   ', 'app.google.required'],
    ['12345', 'app.google.format'],
    ['1234567', 'app.google.format'],
    ['12345a', 'app.google.format'],
    ['١٢٣٤٥٦', 'app.google.format'], // other scripts' digits are not ASCII digits
    ['12-456', 'app.google.format'],
  ])('%j is refused with %s', async (typed, message) => {
    await expect(googleCodeSchema.validate({ google_code: typed })).rejects.toMatchObject({ message });
  });

  it.each([
    ['123 456', '123456'],
    ['０００１２３', '000123'],
  ])('%j passes as %j', async (typed, code) => {
    expect(await googleCodeSchema.validate({ google_code: typed })).toEqual({ google_code: code });
  });
});
