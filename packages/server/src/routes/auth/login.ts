import { ZLoginRequest } from '@portal/contracts';

import { publicRoute } from '../../http/route.ts';
import { validate } from '../../lib/validate.ts';
import { login } from '../../users/login.ts';

export const loginRoute = publicRoute('POST /auth/login', async ({ request, ctx }) =>
  login(ctx, validate(ZLoginRequest, request.body, 'body'), request.ip),
);
