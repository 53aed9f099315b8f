import { z } from 'zod';

import { ZIsoTime, textField } from '../shared/fields.ts';
import { IDLE_TIMEOUT_MAX_MINUTES, IDLE_TIMEOUT_MIN_MINUTES } from '../sessions/constants.ts';
import { SECOND_FACTOR_ROLES } from '../two-factor/constants.ts';
import { ZReminderSchedule } from '../documents/sending-schemas.ts';
import { SIGNING_DISCLOSURE_MAX_LENGTH, SIGNING_DISCLOSURE_MIN_LENGTH } from './constants.ts';

/**
 * The disclosure about electronic records and signatures: its current version (1, 2, ...; each
 * edit is a new version, never changed in place) and when it was written (null: the default).
 */
export const ZSigningDisclosure = z
  .object({ version: z.number().int(), text: z.string(), updatedAt: ZIsoTime.nullable() })
  .meta({ id: 'SigningDisclosure' });
export type TSigningDisclosure = z.output<typeof ZSigningDisclosure>;

/** The practice's settings, as the superadmin reads and changes them. */
export const ZPracticeSettings = z
  .object({
    signingDisclosure: ZSigningDisclosure,
    /** Whether the sealed PDF is attached to the e-mail that says it was signed (else a link). */
    attachSignedPdf: z.boolean(),
    /** Minutes without activity after which a session ends (every tab of that browser too). */
    idleTimeoutMinutes: z.number().int(),
    /** The roles that must sign in with a second factor (the superadmin always does). */
    secondFactorRoles: z.array(z.enum(SECOND_FACTOR_ROLES)),
    /**
     * The reminders a copy gets when its sender does not choose (null: none). Until the superadmin
     * sets it: every REMIND_AFTER days, DEFAULT_REMINDER_COUNT times (none with REMIND_AFTER=off).
     */
    reminderSchedule: ZReminderSchedule.nullable(),
  })
  .meta({ id: 'PracticeSettings' });
export type TPracticeSettings = z.output<typeof ZPracticeSettings>;

export const ZPracticeSettingsResponse = z.object({ data: ZPracticeSettings });
export type TPracticeSettingsResponse = z.output<typeof ZPracticeSettingsResponse>;

/** Some settings to change: at least one. */
export const ZUpdatePracticeSettingsRequest = z
  .strictObject({
    signingDisclosure: textField({
      min: SIGNING_DISCLOSURE_MIN_LENGTH,
      max: SIGNING_DISCLOSURE_MAX_LENGTH,
      multiline: true,
    }).optional(),
    attachSignedPdf: z.boolean({ message: 'must be true or false' }).optional(),
    idleTimeoutMinutes: z
      .number({ message: 'must be a number of minutes' })
      .int({ message: 'must be a whole number of minutes' })
      .min(IDLE_TIMEOUT_MIN_MINUTES, { message: `must be at least ${IDLE_TIMEOUT_MIN_MINUTES}` })
      .max(IDLE_TIMEOUT_MAX_MINUTES, { message: `must be at most ${IDLE_TIMEOUT_MAX_MINUTES}` })
      .optional(),
    secondFactorRoles: z
      .array(z.enum(SECOND_FACTOR_ROLES, { message: 'must be provider or client' }))
      .max(SECOND_FACTOR_ROLES.length)
      .refine((roles) => new Set(roles).size === roles.length, {
        message: 'must not repeat a role',
      })
      .optional(),
    /** null: no reminders unless the sender chooses some. */
    reminderSchedule: ZReminderSchedule.nullable().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Send at least one setting.' });
export type TUpdatePracticeSettingsRequest = z.input<typeof ZUpdatePracticeSettingsRequest>;

export const ZPracticeSettingsUpdateResponse = z.object({
  message: z.string(),
  data: ZPracticeSettings,
});
export type TPracticeSettingsUpdateResponse = z.output<typeof ZPracticeSettingsUpdateResponse>;
