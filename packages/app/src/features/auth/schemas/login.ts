import * as z from 'zod/mini';

import { zCurrentPasswordField, zEmailField } from '@/lib/forms/fields';

export const ZLoginForm = z.object({
  email: zEmailField,
  password: zCurrentPasswordField,
});
/** The login form's values, as typed. */
export type TLoginForm = z.input<typeof ZLoginForm>;
