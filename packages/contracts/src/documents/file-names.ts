import { withoutControlCharacters } from '../shared/control-characters.ts';

/**
 * The sealed copy's file name, the same for a download and an e-mail attachment: the title, made
 * safe for a file system, and '(signed)'.
 */
export function signedFileName(title: string): string {
  // What file systems refuse in a name, and control characters, become spaces.
  const safe =
    withoutControlCharacters(title)
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .trim() || 'document';
  return `${safe} (signed).pdf`;
}
