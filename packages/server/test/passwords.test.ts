import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TChangePasswordResponse } from '@portal/contracts';

import { passwordResets, users } from '../src/db/schema.ts';
import { hashResetToken } from '../src/users/forgot-password.ts';
import { createApproved, uniqueEmail } from './support/accounts.ts';
import { pgliteOnly } from './support/databases.ts';
import { RESET_SUBJECT, outboxCount, resetTokenFrom, waitForMail } from './support/outbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

describe.each(pgliteOnly)('passwords (%s)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { publicUrl: 'https://portal.example.org' });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.api('POST', '/auth/login', { json: { email, password } });

  it('stores scrypt hashes, never the password', async () => {
    const account = await createApproved(t, 'client');
    const [row] = await t.server.ctx.db.select().from(users).where(eq(users.id, account.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(row?.passwordHash).not.toContain(account.password);
  });

  it('changes the password only with the current one; earlier tokens stop working', async () => {
    const account = await createApproved(t, 'provider');
    const wrong = await t.api('PATCH', '/auth/change-password', {
      token: account.token,
      json: { currentPassword: 'not it at all', newPassword: 'brand new password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      message: 'The current password is wrong.',
      details: [{ path: 'currentPassword', message: 'The current password is wrong.' }],
    });

    const short = await t.api('PATCH', '/auth/change-password', {
      token: account.token,
      json: { currentPassword: account.password, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('newPassword must be at least 8 characters');

    const ok = await t.api<TChangePasswordResponse>('PATCH', '/auth/change-password', {
      token: account.token,
      json: { currentPassword: account.password, newPassword: 'brand new password' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Your password has been changed.');
    expect((await t.api('POST', '/auth/get-me', { token: account.token })).status).toBe(401);
    expect((await t.api('POST', '/auth/get-me', { token: ok.body.token })).status).toBe(200);
    expect((await login(account.email, account.password)).status).toBe(401);
    expect((await login(account.email, 'brand new password')).status).toBe(200);
  });

  it('answers forgot-password the same for known and unknown e-mails and mails only the known', async () => {
    const account = await createApproved(t, 'client');
    const before = outboxCount(t.dataDir, RESET_SUBJECT);
    const known = await t.api('POST', '/auth/forgot-password', { json: { email: account.email } });
    const unknown = await t.api('POST', '/auth/forgot-password', {
      json: { email: uniqueEmail('ghost') },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await waitForMail(t.dataDir, account.email, 5000, RESET_SUBJECT);
    expect(mail).toContain('https://portal.example.org/reset-password/');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outboxCount(t.dataDir, RESET_SUBJECT)).toBe(before + 1);
  });

  it('resets with the mailed link once: 256-bit token stored hashed, single use, revokes sessions', async () => {
    const account = await createApproved(t, 'provider');
    await t.api('POST', '/auth/forgot-password', { json: { email: account.email } });
    const token = resetTokenFrom(await waitForMail(t.dataDir, account.email, 5000, RESET_SUBJECT));
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const rows = await t.server.ctx.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashResetToken(token));
    expect(rows[0]?.tokenHash).not.toContain(token);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);

    const reset = await t.api('POST', '/auth/reset-password', {
      json: { token, password: 'reset password 1' },
    });
    expect(reset.status).toBe(200);
    expect((await login(account.email, 'reset password 1')).status).toBe(200);
    expect((await t.api('POST', '/auth/get-me', { token: account.token })).status).toBe(401);

    const again = await t.api('POST', '/auth/reset-password', {
      json: { token, password: 'reset password 2' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
    expect((await login(account.email, 'reset password 1')).status).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const account = await createApproved(t, 'client');
    await t.api('POST', '/auth/forgot-password', { json: { email: account.email } });
    const token = resetTokenFrom(await waitForMail(t.dataDir, account.email, 5000, RESET_SUBJECT));
    await t.server.ctx.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashResetToken(token)));
    const answer = await t.api('POST', '/auth/reset-password', {
      json: { token, password: 'too late password' },
    });
    expect(answer.status).toBe(400);
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('refuses an unknown reset token', async () => {
    const answer = await t.api('POST', '/auth/reset-password', {
      json: { token: 'A'.repeat(43), password: 'whatever password' },
    });
    expect(answer.status).toBe(400);
  });
});

describe('password hashing under load', () => {
  it('runs a bounded number of hashes at once and asks the rest to retry with 503 and Retry-After', async () => {
    const t = await startTestServer('pglite', {
      scryptCost: 16384,
      passwordHashing: { concurrency: 1, maxWaiting: 2 },
    });
    try {
      const account = await createApproved(t, 'client');
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          t.api('POST', '/auth/login', {
            json: { email: account.email, password: account.password },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      const busy = answers.filter((answer) => answer.status === 503);
      // One runs and two wait; the rest are told to come back, and nothing else happens.
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
      expect(busy.length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      for (const answer of busy) {
        expect(answer.headers.get('retry-after')).toBe('2');
        expect(answer.body.message).toBe('The server is busy. Please try again in a moment.');
      }
      // Once the burst is over, signing in works again.
      const later = await t.api('POST', '/auth/login', {
        json: { email: account.email, password: account.password },
      });
      expect(later.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
