import { desc, eq } from 'drizzle-orm';

import {
  DEFAULT_SIGNING_DISCLOSURE,
  IDLE_TIMEOUT_DEFAULT_MINUTES,
  SECOND_FACTOR_ROLES,
  type TSecondFactorRole,
  type TPracticeSettings,
  type TPracticeSettingsUpdateResponse,
  type TUpdatePracticeSettingsRequest,
} from '@portal/contracts';

import { audit } from '../audit/audit-log.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { practiceSettings, signingDisclosures } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import type { Config } from '../config.ts';
import { REMINDER_SCHEDULE_SETTING, practiceReminderSchedule } from '../documents/schedule.ts';

/*
 * The practice's own settings (issue 31): one table of rows by name, kept by the superadmin, each
 * change audited (`practice.settings-change`). The signing disclosure is versioned: a new text is
 * a new row of signing_disclosures, never an edit of one, so what a client accepted stays readable
 * as it was. Later issues add their rows here.
 */

/** The disclosure in force: the latest version, or the default text (version 1). */
export async function currentDisclosure(db: Db): Promise<TPracticeSettings['signingDisclosure']> {
  const [latest] = await db
    .select()
    .from(signingDisclosures)
    .orderBy(desc(signingDisclosures.version))
    .limit(1);
  if (!latest) return { version: 1, text: DEFAULT_SIGNING_DISCLOSURE, updatedAt: null };
  // Version 1 is always the default text (stored once referred to), written by no one.
  const updatedAt = latest.version === 1 ? null : latest.createdAt.toISOString();
  return { version: latest.version, text: latest.text, updatedAt };
}

/**
 * The disclosure in force, stored: the default text becomes row 1 the first time something refers
 * to a version (a new text, a client's acceptance), so that each version's text stays on record.
 */
export async function storedDisclosure(db: Db): Promise<TPracticeSettings['signingDisclosure']> {
  const disclosure = await currentDisclosure(db);
  if (disclosure.updatedAt === null) {
    await db
      .insert(signingDisclosures)
      .values({ version: 1, text: disclosure.text, createdBy: null })
      .onConflictDoNothing();
  }
  return disclosure;
}

async function setting<T>(db: Db, key: string, fallback: T): Promise<T> {
  const [row] = await db
    .select({ value: practiceSettings.value })
    .from(practiceSettings)
    .where(eq(practiceSettings.key, key))
    .limit(1);
  return row ? (row.value as T) : fallback;
}

/** Minutes without activity after which a session ends (sessions/sessions.ts). */
export const idleTimeoutMinutes = (db: Db) =>
  setting(db, 'idleTimeoutMinutes', IDLE_TIMEOUT_DEFAULT_MINUTES);

/** The roles that must sign in with a second factor (two-factor/requirement.ts). */
export const secondFactorRoles = (db: Db) =>
  setting<TSecondFactorRole[]>(db, 'secondFactorRoles', []);

export async function readPracticeSettings(db: Db, config: Config): Promise<TPracticeSettings> {
  return {
    signingDisclosure: await currentDisclosure(db),
    attachSignedPdf: await setting(db, 'attachSignedPdf', false),
    idleTimeoutMinutes: await idleTimeoutMinutes(db),
    secondFactorRoles: await secondFactorRoles(db),
    reminderSchedule: await practiceReminderSchedule(db, config),
  };
}

/** A setting's new value, in the form it is kept (roles in one order), or undefined: unchanged. */
function changedValue(
  body: TUpdatePracticeSettingsRequest,
  before: TPracticeSettings,
  key: 'attachSignedPdf' | 'idleTimeoutMinutes' | 'secondFactorRoles' | 'reminderSchedule',
): unknown {
  const value =
    key === 'secondFactorRoles'
      ? SECOND_FACTOR_ROLES.filter((role) => body.secondFactorRoles?.includes(role))
      : body[key];
  if (body[key] === undefined || JSON.stringify(value) === JSON.stringify(before[key])) {
    return undefined;
  }
  return value;
}

/** Applies the settings that changed, each audited; an unchanged value is left as it is. */
export async function updatePracticeSettings(
  ctx: AppContext,
  caller: Caller,
  body: TUpdatePracticeSettingsRequest,
  ip: string,
): Promise<TPracticeSettingsUpdateResponse> {
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await readPracticeSettings(tx, ctx.config);
    const changes: Record<string, unknown>[] = [];
    const text = body.signingDisclosure;
    if (text !== undefined && text !== before.signingDisclosure.text) {
      // The default text is version 1: the first text written is version 2.
      await storedDisclosure(tx);
      const [written] = await tx
        .insert(signingDisclosures)
        .values({ version: before.signingDisclosure.version + 1, text, createdBy: caller.id })
        .returning({ version: signingDisclosures.version });
      changes.push({ setting: 'signingDisclosure', version: written?.version });
    }
    const keys = [
      'attachSignedPdf',
      'idleTimeoutMinutes',
      'secondFactorRoles',
      REMINDER_SCHEDULE_SETTING,
    ] as const;
    for (const key of keys) {
      const changed = changedValue(body, before, key);
      if (changed === undefined) continue;
      // A schedule may be null (no reminders): kept wrapped, as the column takes no SQL null.
      const value = key === REMINDER_SCHEDULE_SETTING ? { schedule: changed } : changed;
      await tx
        .insert(practiceSettings)
        .values({ key, value, updatedBy: caller.id })
        .onConflictDoUpdate({
          target: practiceSettings.key,
          set: { value, updatedBy: caller.id, updatedAt: new Date() },
        });
      changes.push({ setting: key, value: changed });
    }
    for (const detail of changes) {
      await audit(tx, {
        action: 'practice.settings-change',
        actorId: caller.id,
        ip,
        detail,
      });
    }
    return changes.length;
  });
  return {
    message: changed ? 'Practice settings saved.' : 'Nothing changed.',
    data: await readPracticeSettings(ctx.db, ctx.config),
  };
}
