/**
 * Whether a profile image value can be shown. Records coming from the server may hold no
 * image, an empty string, or the text 'null'; all of those get the placeholder icon.
 */
export function isUsableImage(src: string | null | undefined): src is string {
  if (src == null) return false;
  const trimmed = src.trim();
  return trimmed !== '' && trimmed.toLowerCase() !== 'null' && trimmed !== 'undefined';
}
