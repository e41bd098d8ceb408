/**
 * §7's one upload path (upstream.yaml operations.upload: a multipart POST of the file and the schema field it is for,
 * answered by the stored picture's URL as a raw value, which the console rewraps). The console's widget and the
 * embedded upstream share these limits so both sides refuse the same files.
 */
/** What an upload field accepts when its schema says nothing (`accept`, `maxSize`). */
export const DEFAULT_ACCEPT: readonly string[] = ['image/png', 'image/jpeg'];
export const DEFAULT_MAX_SIZE = 2 * 1024 * 1024;
/** The file's type is one the field accepts and its size within the limit: the reason in both languages, else undefined. */
export function uploadProblem(
  file: { type: string; size: number },
  accept: readonly string[] = DEFAULT_ACCEPT,
  maxSize = DEFAULT_MAX_SIZE,
): { 'zh-CN': string; en: string } | undefined {
  const types = accept.map((t) => t.replace('image/', '').toUpperCase()).join('/');
  if (!accept.includes(file.type))
    return { 'zh-CN': `只能上传 ${types} 格式的图片`, en: `Only ${types} images can be uploaded` };
  if (file.size > maxSize) {
    const limit = maxSize >= 1048576 ? `${+(maxSize / 1048576).toFixed(1)} MB` : `${Math.round(maxSize / 1024)} KB`;
    return { 'zh-CN': `图片不能超过 ${limit}`, en: `The image must not exceed ${limit}` };
  }
  return undefined;
}
