import * as z from 'zod/mini';

import { zEmailField, zNewPasswordField } from './fields';

export const ZForgotPasswordForm = z.object({ email: zEmailField });
export type TForgotPasswordForm = z.input<typeof ZForgotPasswordForm>;

export const ZResetPasswordForm = z.object({ password: zNewPasswordField });
export type TResetPasswordForm = z.input<typeof ZResetPasswordForm>;
