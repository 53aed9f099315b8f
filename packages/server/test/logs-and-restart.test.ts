import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TChangePasswordResponse } from '@portal/contracts';

import { withoutQueryParams } from '../src/http/error-handler.ts';
import { redactUrl } from '../src/http/log-serializers.ts';
import { createApproved, loginAs } from './support/accounts.ts';
import { RESET_SUBJECT, resetTokenFrom, waitForMail } from './support/outbox.ts';
import { SUPERADMIN, startTestServer, type TestServer } from './support/server.ts';
import { SUPERADMIN_TOTP_SECRET } from './support/totp.ts';

describe('logs carry no secrets', () => {
  const lines: string[] = [];
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer('pglite', { logLevel: 'info' }, { logLines: lines });
  });
  afterAll(() => t.close());

  it('keeps passwords, tokens and reset links out of every line but the outbox notice', async () => {
    const account = await createApproved(t, 'client');
    await t.api('POST', '/auth/login', {
      json: { email: account.email, password: 'wrong-secret-pw' },
    });
    const change = await t.api<TChangePasswordResponse>('PATCH', '/auth/change-password', {
      token: account.token,
      json: { currentPassword: account.password, newPassword: 'next-secret-pw' },
    });
    await t.api('POST', '/auth/forgot-password', { json: { email: account.email } });
    const resetToken = resetTokenFrom(
      await waitForMail(t.dataDir, account.email, 5000, RESET_SUBJECT),
    );
    // The SPA's reset page, opened from the e-mail, has the token in its path.
    expect((await t.api('GET', `${t.url}/reset-password/${resetToken}`)).status).toBe(200);
    await t.api('POST', '/auth/reset-password', {
      json: { token: resetToken, password: 'reset-secret-pw' },
    });

    expect(lines.length).toBeGreaterThan(10);
    const secrets = [
      account.password,
      'wrong-secret-pw',
      'next-secret-pw',
      'reset-secret-pw',
      SUPERADMIN.password,
      account.token,
      change.body.token,
    ];
    // The approval above was mailed too; the reset's notice is the one that may carry its link.
    const notices = lines.filter(
      (line) => line.includes('local outbox') && line.includes('reset-password'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(resetToken);
    for (const line of lines.filter((l) => !l.includes('local outbox'))) {
      for (const secret of [...secrets, resetToken]) expect(line).not.toContain(secret);
    }
    expect(lines.some((line) => line.includes('/reset-password/[redacted]'))).toBe(true);
  });

  it('logs failed queries without their parameters', () => {
    const error = new Error(
      'Failed query: insert into "users" values ($1, $2)\nparams: a@b.c,scrypt$1$hash\nmore',
    );
    const logged = withoutQueryParams(new Error('outer', { cause: new Error('duplicate') }));
    expect(logged).toMatchObject({ message: 'outer', cause: { message: 'duplicate' } });
    const clean = withoutQueryParams(error);
    expect(clean.message).toBe(
      'Failed query: insert into "users" values ($1, $2)\nparams: [redacted]',
    );
    expect(JSON.stringify(clean)).not.toContain('scrypt$1$hash');
  });

  it('masks reset tokens in URLs', () => {
    expect(redactUrl('/reset-password/abc_DEF-123?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactUrl('/api/v1/auth/get-me')).toBe('/api/v1/auth/get-me');
  });
});

describe('restart on the same DATA_DIR', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps accounts, the JWT key and the superadmin; seeds nothing twice', async () => {
    const first = await startTestServer('pglite', { superadminPassword: undefined }, { dataDir });
    expect(first.server.seed.created).toBe(true);
    const generated = first.server.seed.generatedPassword;
    expect(generated).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const token = await loginAs(first, SUPERADMIN.email, generated ?? '', SUPERADMIN_TOTP_SECRET);
    await first.stop();

    const second = await startTestServer(
      'pglite',
      { superadminPassword: 'ignored-now' },
      { dataDir },
    );
    try {
      expect(second.server.seed).toEqual({
        email: SUPERADMIN.email,
        generatedPassword: null,
        created: false,
      });
      const me = await second.api('POST', '/auth/get-me', { token });
      expect(me.status).toBe(200);
      // The authenticator app's secret, sealed with the kept key, still opens.
      const again = await loginAs(
        second,
        SUPERADMIN.email,
        generated ?? '',
        SUPERADMIN_TOTP_SECRET,
      );
      expect((await second.api('POST', '/auth/get-me', { token: again })).status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
