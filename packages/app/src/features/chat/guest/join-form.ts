import * as z from 'zod/mini';

import { GUEST_NAME_MAX_LENGTH } from '@portal/contracts/constants';

import { emailField } from '@/lib/forms/fields';

/** The invite page's form: a display name, and the e-mail when the link is bound to none. */
const displayName = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'Enter the name the others will see' }),
  z.maxLength(GUEST_NAME_MAX_LENGTH, {
    error: `Use at most ${GUEST_NAME_MAX_LENGTH} characters`,
  }),
);

export const ZJoinForm = z.object({ displayName, email: z.string() });
export const ZJoinFormWithEmail = z.object({ displayName, email: emailField() });
export type TJoinForm = z.input<typeof ZJoinForm>;
