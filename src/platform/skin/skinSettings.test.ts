import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { disabledOptions, normalizeSettings, skinDefaultYaml, SPEC_DEFAULTS } from './skinSettings';

describe('§2 settings constraints', () => {
  it('starts from §2 defaults, then the brand skin_default, then the choice', () => {
    expect(normalizeSettings({})).toEqual({ ...SPEC_DEFAULTS, darkMode: false });
    const brand = { ...SPEC_DEFAULTS, primaryColor: '#722ed1', multiTab: true };
    expect(normalizeSettings({}, brand)).toMatchObject({ primaryColor: '#722ed1', multiTab: true });
    expect(normalizeSettings({ multiTab: false }, brand).multiTab).toBe(false);
  });

  it.each([
    ['fluid width only with the top menu', { layout: 'side', contentWidth: 'fluid' }, { contentWidth: 'fixed' }],
    ['fluid width kept with the top menu', { layout: 'top', contentWidth: 'fluid' }, { contentWidth: 'fluid' }],
    ['hide on scroll needs a fixed header', { fixedHeader: false, autoHideHeader: true }, { autoHideHeader: false }],
    ['hide on scroll with a fixed header', { fixedHeader: true, autoHideHeader: true }, { autoHideHeader: true }],
    ['no fixed side menu in top navigation', { layout: 'top', fixSiderbar: true }, { fixSiderbar: false }],
    [
      'a colour outside the 8 presets falls back to the brand',
      { primaryColor: '#123456' },
      { primaryColor: '#1677ff' },
    ],
    ['colours compare lower-case', { primaryColor: '#F5222D' }, { primaryColor: '#f5222d' }],
  ] as const)('%s', (_name, input, expected) => {
    expect(normalizeSettings(input)).toMatchObject(expected);
  });

  it('greys out exactly the options the constraints forbid', () => {
    expect(disabledOptions(normalizeSettings({}))).toEqual({
      contentWidth: true,
      autoHideHeader: true,
      fixSiderbar: false,
    });
    expect(disabledOptions(normalizeSettings({ layout: 'top', fixedHeader: true }))).toEqual({
      contentWidth: false,
      autoHideHeader: false,
      fixSiderbar: true,
    });
  });

  it('"copy settings" gives the brand skin_default YAML that reads back as the same settings', () => {
    const s = normalizeSettings({
      layout: 'top',
      contentWidth: 'fluid',
      navTheme: 'dark',
      primaryColor: '#13c2c2',
      multiTab: true,
    });
    const { darkMode: _dark, ...skin } = s;
    expect(parse(skinDefaultYaml(s))).toEqual({ skin_default: skin });
  });
});
