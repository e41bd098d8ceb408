/**
 * Chinese faces first (operators are Chinese merchants): mixed Chinese and Latin text then sets in one CJK face
 * instead of Latin letters from one font and ideographs from a fallback. System fonts only — the console downloads
 * no web font (it talks to nothing but its upstreams).
 */
export const FONT_STACK = [
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  '"WenQuanYi Micro Hei"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');
