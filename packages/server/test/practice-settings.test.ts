import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  DEFAULT_REMINDER_COUNT,
  DEFAULT_SIGNING_DISCLOSURE,
  type TPracticeSettingsResponse,
  type TPracticeSettingsUpdateResponse,
} from '@portal/contracts';

import { auditLog, signingDisclosures } from '../src/db/schema.ts';
import { superadminToken } from './support/accounts.ts';
import { databaseKinds } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const DISCLOSURE_TWO = `${'Our practice’s own words about signing electronically. '.repeat(3)}`;

/**
 * The practice's settings (issue 31): the superadmin's, one table, each change audited; the
 * signing disclosure is versioned, never changed in place.
 */
describe.each(databaseKinds)('practice settings (%s)', (kind) => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = await superadminToken(t);
  });
  afterAll(() => t.close());

  const save = (json: Record<string, unknown>) =>
    t.api<TPracticeSettingsUpdateResponse>('PATCH', '/practice/settings', { token: admin, json });

  it('starts from the default disclosure (version 1), PDFs linked, not attached', async () => {
    const answer = await t.api<TPracticeSettingsResponse>('GET', '/practice/settings', {
      token: admin,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      signingDisclosure: { version: 1, text: DEFAULT_SIGNING_DISCLOSURE, updatedAt: null },
      attachSignedPdf: false,
      idleTimeoutMinutes: 30,
      secondFactorRoles: [],
      // From REMIND_AFTER (3 days by default) until the superadmin chooses one.
      reminderSchedule: { everyDays: 3, maxCount: DEFAULT_REMINDER_COUNT },
    });
  });

  it('makes each new disclosure text a new version, keeps the earlier ones, audits each change', async () => {
    const first = await save({ signingDisclosure: DISCLOSURE_TWO, attachSignedPdf: true });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Practice settings saved.');
    expect(first.body.data.signingDisclosure).toMatchObject({
      version: 2,
      text: DISCLOSURE_TWO.trim(),
    });
    expect(first.body.data.attachSignedPdf).toBe(true);
    // The same values again change nothing, and write nothing.
    const again = await save({ signingDisclosure: DISCLOSURE_TWO, attachSignedPdf: true });
    expect(again.body.message).toBe('Nothing changed.');
    const third = await save({ signingDisclosure: `${DISCLOSURE_TWO} Version three.` });
    expect(third.body.data.signingDisclosure.version).toBe(3);

    const versions = await t.server.ctx.db.select().from(signingDisclosures);
    expect(versions.map((row) => row.version).sort()).toEqual([1, 2, 3]);
    expect(versions.find((row) => row.version === 1)?.text).toBe(DEFAULT_SIGNING_DISCLOSURE);
    expect(versions.find((row) => row.version === 2)?.text).toBe(DISCLOSURE_TWO.trim());
    const changes = await t.server.ctx.db
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, 'practice.settings-change'));
    expect(changes.map((row) => row.detail)).toEqual([
      { setting: 'signingDisclosure', version: 2 },
      { setting: 'attachSignedPdf', value: true },
      { setting: 'signingDisclosure', version: 3 },
    ]);
  });

  it('keeps the roles required to have a second factor, in one order, and refuses others', async () => {
    const saved = await save({ secondFactorRoles: ['client', 'provider'] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.secondFactorRoles).toEqual(['provider', 'client']);
    expect((await save({ secondFactorRoles: ['provider', 'client'] })).body.message).toBe(
      'Nothing changed.',
    );
    for (const roles of [['superadmin'], ['client', 'client'], 'client']) {
      expect((await save({ secondFactorRoles: roles })).status, JSON.stringify(roles)).toBe(400);
    }
    expect((await save({ secondFactorRoles: [] })).body.data.secondFactorRoles).toEqual([]);
  });
});
