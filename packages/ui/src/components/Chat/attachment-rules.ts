import { formatFileSize, isAccepted } from '../Documents/file-size';

/** What a message's file may be: the server's limits, given by the app. */
export interface AttachmentRules {
  /** The types taken, as an `accept` list ('application/pdf,image/png'). */
  accept: string;
  /** The largest file taken, in bytes. */
  maxBytes: number;
  /** The types in words, for the refusal: 'a PDF or an image'. */
  typesInWords: string;
}

/**
 * Why a chosen file cannot go with a message, in words for people, or null when it can: of a
 * type not taken, empty, or over the size limit. The server checks again (on the bytes); this
 * spares sending 50 MB to hear no.
 */
export function attachmentProblem(
  file: { name: string; type: string; size: number },
  { accept, maxBytes, typesInWords }: AttachmentRules,
): string | null {
  if (!isAccepted(file, accept)) return `“${file.name}” cannot be sent: attach ${typesInWords}.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > maxBytes) {
    return `“${file.name}” is ${formatFileSize(file.size)}: a file can be at most ${formatFileSize(maxBytes)}.`;
  }
  return null;
}

/** A file's kind in words, from its media type: 'PDF', 'PNG image', 'File'. */
export function fileKindLabel(type: string): string {
  if (type === 'application/pdf') return 'PDF';
  if (type.startsWith('image/')) {
    const subtype = type.slice('image/'.length).split(/[+;]/)[0] ?? '';
    return subtype ? `${subtype.toUpperCase()} image` : 'Image';
  }
  return 'File';
}
