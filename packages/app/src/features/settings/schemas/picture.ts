/** Picture rules, checked before upload so that a wrong file never leaves the browser. */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export function pictureProblem(file: File): string | null {
  if (!PICTURE_TYPES.includes(file.type)) return 'Choose a PNG, JPEG, WebP or GIF picture.';
  if (file.size > PICTURE_MAX_BYTES) return 'The picture is too large: at most 2 MB.';
  return null;
}
