import fs from 'node:fs';
import path from 'node:path';

import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TClientResponse } from '@portal/contracts';

import { clients, users } from '../src/db/schema.ts';
import {
  createApproved,
  signupPending,
  superadminToken,
  uniqueEmail,
  type TestAccount,
} from './support/accounts.ts';
import { pgliteOnly } from './support/databases.ts';
import { tinyPng } from './support/images.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/** Findings 2, 3 and 9 of the hardening issue: each answer is a 400 and nothing is written. */
describe.each(pgliteOnly)('hardening: text, ages and multipart bodies (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let admin: string;
  let recordId: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    provider = await createApproved(t, 'provider');
    admin = await superadminToken(t);
    const record = await t.api<TClientResponse>('POST', '/clients', {
      token: provider.token,
      json: { fullName: 'Record', email: uniqueEmail('record'), licenseNo: 'HARD-1' },
    });
    recordId = record.body.data.id;
  });
  afterAll(() => t.close());

  const snapshot = async () =>
    JSON.stringify([
      await t.server.ctx.db.select().from(users).orderBy(asc(users.id)),
      await t.server.ctx.db.select().from(clients).orderBy(asc(clients.id)),
    ]);
  const profileFiles = () => {
    const dir = path.join(t.dataDir, 'uploads', 'profile');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  const NUL = 'Ann\u0000Lee';

  it('refuses a NUL (and other control characters) in every free text with a 400', async () => {
    const target = await signupPending(t, 'client', 'nul-target');
    const before = await snapshot();
    const cases: [string, string, Record<string, unknown>, string | undefined][] = [
      [
        'POST',
        '/auth/provider-signup',
        { fullName: NUL, email: uniqueEmail('n'), password: 'pass word 1', licenseNo: 'N-1' },
        undefined,
      ],
      [
        'POST',
        '/auth/client-signup',
        { fullName: 'A', email: uniqueEmail('n'), password: 'pass word 1', address: NUL },
        undefined,
      ],
      [
        'POST',
        '/clients',
        { fullName: 'A', email: uniqueEmail('n'), licenseNo: 'N-2', state: NUL },
        provider.token,
      ],
      ['PATCH', `/clients/${recordId}`, { fullName: NUL }, provider.token],
      ['PATCH', '/auth/reject-user', { userId: target.id, reason: 'no\u0000' }, admin],
      ['PATCH', `/clients/${recordId}`, { fullName: 'Bell\u0007' }, provider.token],
    ];
    for (const [method, url, json, token] of cases) {
      const answer = await t.api(method, url, { token, json });
      expect(answer.status, `${method} ${url}`).toBe(400);
      expect(answer.body.message, `${method} ${url}`).toMatch(
        /must not contain control characters/,
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a NUL in an update-me text part, and keeps no picture sent with it', async () => {
    const before = await snapshot();
    const filesBefore = profileFiles();
    const data = new FormData();
    data.append('fullName', NUL);
    data.append(
      'profileImage',
      new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }),
      'me.png',
    );
    const answer = await t.api('PATCH', '/auth/update-me', { token: provider.token, body: data });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('fullName must not contain control characters');
    expect(await snapshot()).toEqual(before);
    expect(profileFiles()).toEqual(filesBefore);
  });

  it('keeps line breaks where text has lines (an address), but not in a name', async () => {
    const ok = await t.api('PATCH', `/clients/${recordId}`, {
      token: provider.token,
      json: { address: '1 Main St\nFlat 2' },
    });
    expect(ok.status).toBe(200);
    const name = await t.api('PATCH', `/clients/${recordId}`, {
      token: provider.token,
      json: { fullName: 'Ann\nLee' },
    });
    expect(name.status).toBe(400);
  });

  it('takes an age only as a whole number in range, or left out', async () => {
    const before = await snapshot();
    for (const age of [null, [], '', false, true, [7], '42', 4.5, -1, 131, {}]) {
      const answer = await t.api('POST', '/auth/client-signup', {
        json: { fullName: 'Aged', email: uniqueEmail('age'), password: 'pass word 1', age },
      });
      expect(answer.status, JSON.stringify(age)).toBe(400);
      expect(answer.body.message, JSON.stringify(age)).toMatch(/^age /);
    }
    expect(await snapshot()).toEqual(before);
    const good = await t.api('POST', '/auth/client-signup', {
      json: { fullName: 'Aged', email: uniqueEmail('age'), password: 'pass word 1', age: 42 },
    });
    expect(good.status).toBe(201);
    // In a multipart form the age is text: digits only.
    for (const age of ['4.5', 'true', '1e2', '[7]']) {
      const data = new FormData();
      data.append('age', age);
      const answer = await t.api('PATCH', '/auth/update-me', { token: provider.token, body: data });
      expect(answer.status, age).toBe(400);
    }
  });

  it('answers 400 to broken multipart bodies, with a clear message', async () => {
    const before = await snapshot();
    const part = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nBroken\r\n`;
    const bodies: [string, string, string][] = [
      ['no closing boundary', 'multipart/form-data; boundary=abc', part('abc')],
      ['mismatched boundary', 'multipart/form-data; boundary=abc', `${part('xyz')}--xyz--\r\n`],
      [
        'a 5,000-character boundary',
        `multipart/form-data; boundary=${'b'.repeat(5000)}`,
        `${part('b'.repeat(5000))}--${'b'.repeat(5000)}--\r\n`,
      ],
      ['no boundary', 'multipart/form-data', part('abc')],
      ['garbage', 'multipart/form-data; boundary=abc', '\u0000\u0001 not a form at all'],
    ];
    for (const [label, type, body] of bodies) {
      const answer = await t.api('PATCH', '/auth/update-me', {
        token: provider.token,
        body,
        headers: { 'content-type': type },
      });
      expect(answer.status, label).toBe(400);
      expect(typeof answer.body.message, label).toBe('string');
      expect(answer.body.message, label).toMatch(/multipart/i);
    }
    expect(await snapshot()).toEqual(before);
  });
});
