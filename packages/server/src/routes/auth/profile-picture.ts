import fs from 'node:fs';
import path from 'node:path';

import { ZProfilePictureParams } from '@portal/contracts';

import { publicRoute } from '../../http/route.ts';
import { notFound } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { CONTENT_TYPES } from '../../users/profile-pictures.ts';

/**
 * Public so that an <img> can load it without a token: the 128-bit random name is the secret.
 * The type is the one detected at upload; nosniff and a sandboxing CSP stop it being run as HTML.
 */
export const profilePictureRoute = publicRoute(
  'GET /auth/profile-picture/:fileName',
  async ({ request, reply, ctx }) => {
    const { fileName } = validate(ZProfilePictureParams, request.params, 'params');
    const file = path.join(ctx.profileDir, fileName);
    const type = CONTENT_TYPES[path.extname(fileName).slice(1)];
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile() || !type) throw notFound('No picture has this name.');
    return reply
      .header('content-type', type)
      .header('content-length', String(stat.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(fs.createReadStream(file));
  },
);
