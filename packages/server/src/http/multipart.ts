import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';

import type { TMultipartForm } from '@portal/contracts';

import { HttpError, badRequest } from '../lib/http-error.ts';
import { checkImageBounds } from '../lib/image-bounds.ts';
import type { UploadedFile } from '../lib/uploaded-file.ts';

export interface MultipartBody {
  /** The text parts, as sent (the endpoint's schema checks them next). */
  fields: Record<string, string>;
  /** The non-empty file parts, by field name. */
  files: Record<string, UploadedFile>;
}

const MAX_TEXT_PARTS = 20;
const MAX_TEXT_BYTES = 64 * 1024;

const kilobytes = (bytes: number) => `${Math.floor(bytes / 1024)} KB`;

/**
 * What the parser throws on a body it cannot read (no closing boundary, a boundary that does not
 * match or is too long) is the caller's fault: a 400. Errors that already carry a 4xx stay.
 */
function brokenBody(error: unknown): never {
  if (error instanceof HttpError) throw error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) throw error;
  const reason = error instanceof Error && error.message ? ` (${error.message})` : '';
  throw badRequest(`The multipart/form-data body could not be read${reason}.`);
}

/**
 * Reads a whole multipart/form-data body before anything is written: only the form's file
 * fields, each under its size limit and of an accepted type as detected from its bytes; text
 * parts are few and small, and none is sent twice. Broken bodies are the caller's fault (4xx).
 */
export async function readMultipart(
  request: FastifyRequest,
  form: TMultipartForm,
  maxBytes: (field: string) => number,
): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new HttpError(415, `Send the ${form.label} as multipart/form-data.`);
  }
  const fileFields = Object.keys(form.files);
  const body: MultipartBody = { fields: {}, files: {} };
  let parts: AsyncIterableIterator<Multipart>;
  try {
    parts = request.parts({
      // Names are shown, never used as paths (keys are chosen by the server): keep them whole.
      preservePath: true,
      limits: {
        fileSize: Math.max(...fileFields.map(maxBytes)),
        files: fileFields.length,
        fields: MAX_TEXT_PARTS,
        fieldSize: MAX_TEXT_BYTES,
        parts: MAX_TEXT_PARTS + fileFields.length,
      },
    });
  } catch (error) {
    brokenBody(error);
  }
  for (;;) {
    const next = await parts.next().catch(brokenBody);
    if (next.done) break;
    const part = next.value;
    if (part.type === 'file') {
      const spec = form.files[part.fieldname];
      if (!spec) {
        // Drain the stream so the request can finish, then refuse.
        part.file.resume();
        const known = fileFields.map((name) => `"${name}"`).join(', ');
        throw badRequest(`Unknown file field: ${part.fieldname}. Use ${known}.`);
      }
      if (part.fieldname in body.files)
        throw badRequest(`The file ${part.fieldname} is sent twice.`);
      const limit = maxBytes(part.fieldname);
      const bytes = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, `The ${spec.label} is too large: at most ${kilobytes(limit)}.`);
        }
        return brokenBody(error);
      });
      if (bytes.length > limit) {
        throw new HttpError(413, `The ${spec.label} is too large: at most ${kilobytes(limit)}.`);
      }
      if (bytes.length === 0) continue;
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !spec.types.includes(detected.mime)) {
        throw new HttpError(415, `The ${spec.label} must be ${spec.typesInWords}.`);
      }
      if (spec.imageBounds && detected.mime.startsWith('image/')) {
        checkImageBounds(bytes, spec.imageBounds, spec.label);
      }
      body.files[part.fieldname] = { bytes, type: detected.mime, fileName: part.filename };
    } else {
      if (part.fieldname in body.fields) {
        throw badRequest(`The field ${part.fieldname} is sent twice.`);
      }
      body.fields[part.fieldname] =
        typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
  return body;
}
