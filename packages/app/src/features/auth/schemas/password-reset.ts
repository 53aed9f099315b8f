import * as z from 'zod/mini';

import { zEmailField, zNewPasswordField } from '@/lib/forms/fields';

export const ZForgotPasswordForm = z.object({ email: zEmailField });
export type TForgotPasswordForm = z.input<typeof ZForgotPasswordForm>;

/** The new password, typed twice (as on the change-password page), so that a typo never locks anyone out. */
export const ZResetPasswordForm = z
  .object({
    password: zNewPasswordField,
    confirmPassword: z.string().check(z.minLength(1, { error: 'Type the new password again' })),
  })
  .check(
    z.refine(
      (values) => values.confirmPassword === '' || values.password === values.confirmPassword,
      {
        error: 'The two passwords differ',
        path: ['confirmPassword'],
      },
    ),
  );
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;
