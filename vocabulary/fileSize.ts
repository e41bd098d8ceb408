import type { Lang } from './text';

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;
const BYTES: Record<Lang, string> = { 'zh-CN': '字节', en: 'bytes' };

/**
 * A file's size in bytes as people read it (widget `fileSize`): under 1 KB in bytes ('512 字节', '512 bytes'), else
 * in KB, MB, GB or TB of 1024 with one decimal ('358.3 KB', '1.5 MB'), the way file managers write sizes. The console's
 * field and the export cell both write it with this function.
 */
export function formatFileSize(bytes: number, lang: Lang): string {
  if (!Number.isFinite(bytes)) return '';
  const sign = bytes < 0 ? '-' : '';
  let size = Math.abs(bytes);
  if (size < 1024) return `${sign}${Math.round(size)} ${BYTES[lang]}`;
  let unit = 0;
  size /= 1024;
  // One decimal: a size that would read 1024.0 of a unit is written in the next one.
  while (unit < UNITS.length - 1 && Math.round(size * 10) / 10 >= 1024) {
    size /= 1024;
    unit += 1;
  }
  return `${sign}${size.toFixed(1)} ${UNITS[unit]}`;
}
