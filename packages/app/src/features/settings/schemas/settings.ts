import { z } from 'zod';

import { GENDERS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/contracts/constants';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Use at most ${max} characters` });

/**
 * The profile form of the settings. Every field is sent as text: an emptied field is cleared on
 * the server (update-me), which is what someone who empties it means.
 */
export const ZProfileForm = z.object({
  fullName: text(120).min(1, { message: 'Enter your full name' }),
  department: text(100),
  gender: z.union([z.literal(''), z.enum(GENDERS)], { message: 'Choose one of the options' }),
  age: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{1,3}$/.test(value) && Number(value) <= 130), {
      message: 'Enter your age in years, up to 130',
    }),
  contactNo: text(30).regex(/^\+?[0-9 ()-]*$/, {
    message: 'Use digits, spaces, ( ) - and a leading +',
  }),
  address: text(300),
  country: z.string().regex(/^([A-Z]{2})?$/, { message: 'Choose a country' }),
  state: text(100),
});
export type TProfileForm = z.infer<typeof ZProfileForm>;

export { PICTURE_MAX_BYTES, PICTURE_TYPES, pictureProblem } from './picture';

export const ZChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, { message: 'Enter your current password' }),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { message: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
      .max(PASSWORD_MAX_LENGTH, { message: `Use at most ${PASSWORD_MAX_LENGTH} characters` }),
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'The two new passwords differ',
    path: ['confirmPassword'],
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    message: 'Choose a password different from the current one',
    path: ['newPassword'],
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;
