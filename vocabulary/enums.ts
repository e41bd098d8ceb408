import type { Text } from './text';

/** One option of a named list: the value the upstream sends and its label in both languages. */
export interface NamedOption {
  readonly value: string;
  readonly label: Text;
}

/**
 * Lists of values the spec fixes, which a schema field takes by name (`enum: hallType`) instead of spelling out.
 * hallType — §3 cinema hall type labels: VIP, IMAX, Dolby, 4D, Atmos, ScreenX, kids, couples, laser, and others.
 */
export const NAMED_ENUMS = {
  hallType: [
    { value: 'vip', label: { 'zh-CN': 'VIP厅', en: 'VIP' } },
    { value: 'imax', label: { 'zh-CN': 'IMAX厅', en: 'IMAX' } },
    { value: 'dolby', label: { 'zh-CN': '杜比影院', en: 'Dolby Cinema' } },
    { value: '4d', label: { 'zh-CN': '4D厅', en: '4D' } },
    { value: 'atmos', label: { 'zh-CN': '杜比全景声厅', en: 'Dolby Atmos' } },
    { value: 'screenx', label: { 'zh-CN': 'ScreenX厅', en: 'ScreenX' } },
    { value: 'kids', label: { 'zh-CN': '亲子厅', en: 'Kids' } },
    { value: 'couples', label: { 'zh-CN': '情侣厅', en: 'Couples' } },
    { value: 'laser', label: { 'zh-CN': '激光厅', en: 'Laser' } },
    { value: 'other', label: { 'zh-CN': '普通厅', en: 'Standard' } },
  ],
} as const satisfies Record<string, readonly NamedOption[]>;

export type NamedEnum = keyof typeof NAMED_ENUMS;

/**
 * Option lists a schema takes from the project itself (`enum: { from: resources }`): its resources by schema name, its
 * write actions by name. The generator lists them at generate time (generator/model/enumSources.ts).
 */
export const ENUM_SOURCES = ['resources', 'actions'] as const;
export type EnumSourceName = (typeof ENUM_SOURCES)[number];
