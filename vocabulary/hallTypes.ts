/** Cinema hall type codes and their labels (§3: VIP, IMAX, Dolby, 4D, Atmos, ScreenX, kids, couples, laser, others). */
export const hallTypes = [
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
] as const;

export type HallType = (typeof hallTypes)[number]['value'];
