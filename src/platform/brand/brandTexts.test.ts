import { describe, expect, it } from 'vitest';
import { brands } from '../../generated/brands';
import { brandTexts } from './brandTexts';

const now = new Date(2026, 10, 28);

describe("the brand's own texts in the session's language (§1, issue 30 item 23)", () => {
  const starlight = brands.find((b) => b.id === 'starlight')!;

  it('an English session shows the profile’s English title, tagline and footer; a Chinese one the profile’s own', () => {
    expect(brandTexts(starlight, 'en', now)).toEqual({
      title: 'Starlight Tickets',
      describe: starlight.en.describe,
      copyright: '© 2023–2026 Starlight Tickets',
    });
    expect(brandTexts(starlight, 'zh-CN', now)).toEqual({
      title: '星光影票',
      describe: starlight.describe,
      copyright: '© 2023–2026 星光影票',
    });
  });

  it('falls back to the Chinese text for each key the profile gives no English for', () => {
    const partial = { ...starlight, en: { title: 'Starlight' } };
    expect(brandTexts(partial, 'en', now)).toEqual({
      title: 'Starlight',
      describe: starlight.describe,
      copyright: '© 2023–2026 星光影票',
    });
    expect(brandTexts({ ...starlight, en: {} }, 'en', now).title).toBe('星光影票');
  });

  it('every shipped brand has an English title', () => {
    for (const b of brands) expect(brandTexts(b, 'en', now).title, b.id).not.toBe(b.title);
  });
});
