import {
  UPLOAD_FILE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOADS_PER_COPY_MAX,
} from '@portal/contracts/constants';

/** The accepted files of an upload field, for its picker. */
export const UPLOAD_ACCEPT = [...UPLOAD_FILE_TYPES, '.png', '.jpg', '.jpeg', '.webp', '.pdf'].join(
  ',',
);

const MEGABYTE = 1024 * 1024;
const megabytes = (bytes: number) => `${Number((bytes / MEGABYTE).toFixed(1))} MB`;

/** What an upload field takes, in words (its hint and its refusals say the same). */
export const UPLOAD_HINT = `A PNG, JPEG or WebP image, or a PDF, up to ${megabytes(UPLOAD_MAX_BYTES)}.`;

/** The type of an attached file, as people name it. */
export function uploadTypeLabel(type: string): string {
  const labels: Record<string, string> = {
    'image/png': 'PNG image',
    'image/jpeg': 'JPEG image',
    'image/webp': 'WebP image',
    'application/pdf': 'PDF',
  };
  return labels[type] ?? 'File';
}

/**
 * Why the browser refuses a file before sending it (null: it may go): the checks the server
 * makes again, said here at once. `otherUploads` counts the copy's files on other fields (a file
 * for a field that has one replaces it, so it adds none).
 */
export function uploadProblem(
  file: { name: string; type: string; size: number },
  otherUploads: number,
): string | null {
  if (!(UPLOAD_FILE_TYPES as readonly string[]).includes(file.type)) {
    return `“${file.name}” cannot be attached: choose a PNG, JPEG or WebP image, or a PDF.`;
  }
  if (file.size === 0) return `“${file.name}” is empty: choose another file.`;
  if (file.size > UPLOAD_MAX_BYTES) {
    return `“${file.name}” is ${megabytes(file.size)}: a file can be at most ${megabytes(UPLOAD_MAX_BYTES)}.`;
  }
  if (otherUploads >= UPLOADS_PER_COPY_MAX) {
    return `A document takes at most ${UPLOADS_PER_COPY_MAX} files: remove one before attaching another.`;
  }
  return null;
}
