import { PROFILE_IMAGE_FIELD, ZUpdateMeFields } from '@portal/contracts';

import { protectedRoute } from '../../http/route.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { updateMe } from '../../users/update-me.ts';

/**
 * multipart/form-data: text parts are profile fields (ZUpdateMeFields), the one file part is
 * `profileImage`. Everything is read and checked before anything is written.
 */
export const updateMeRoute = protectedRoute(
  'PATCH /auth/update-me',
  async ({ request, ctx, caller }) => {
    if (!request.isMultipart()) {
      throw new HttpError(415, 'Send the profile as multipart/form-data.');
    }
    const fields: Record<string, string> = {};
    let picture: Buffer | null = null;
    for await (const part of request.parts({
      limits: {
        fileSize: ctx.config.profileImageMaxBytes,
        files: 1,
        fields: 20,
        fieldSize: 64 * 1024,
        parts: 21,
      },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== PROFILE_IMAGE_FIELD) {
          // Drain the stream so the request can finish, then refuse.
          part.file.resume();
          throw badRequest(`Unknown file field: ${part.fieldname}. Use "${PROFILE_IMAGE_FIELD}".`);
        }
        // toBuffer() throws 413 when the file is over the limit.
        picture = await part.toBuffer();
        if (picture.length === 0) picture = null;
      } else {
        if (part.fieldname in fields)
          throw badRequest(`The field ${part.fieldname} is sent twice.`);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
    return updateMe(ctx, caller, validate(ZUpdateMeFields, fields, 'form'), picture);
  },
  { multipart: true },
);
