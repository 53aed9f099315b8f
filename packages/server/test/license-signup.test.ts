import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TClientResponse,
  TLicenseSearchResult,
  TLoginResponse,
  TUserActionResponse,
} from '@portal/contracts';

import { licenseCodes } from '../src/db/schema.ts';
import {
  createApproved,
  superadminToken,
  uniqueEmail,
  type TestAccount,
} from './support/accounts.ts';
import { databaseKinds } from './support/databases.ts';
import { requestLicenseCode } from './support/license-codes.ts';
import { SUPERADMIN, startTestServer, type TestServer } from './support/server.ts';

const WRONG_CODE = 'The code is wrong or has expired. Please ask for a new code.';

describe.each(databaseKinds)('signup with license number (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  beforeAll(async () => {
    t = await startTestServer(kind);
    provider = await createApproved(t, 'provider', 'keeper');
  });
  afterAll(() => t.close());

  const requestCode = (licenseNo: string, email: string) => requestLicenseCode(t, licenseNo, email);
  const addRecord = async (licenseNo: string, email = uniqueEmail('record')) => {
    const created = await t.api<TClientResponse>('POST', '/clients', {
      token: provider.token,
      json: {
        fullName: 'Casey Client',
        email,
        licenseNo,
        gender: 'other',
        age: 31,
        contactNo: '+44 20 7946 0000',
        address: '2 High St',
        country: 'GB',
        state: 'England',
      },
    });
    expect(created.status).toBe(201);
    return { id: created.body.data.id, email, licenseNo };
  };
  const search = (licenseNo: string, code?: string) =>
    t.api<TLicenseSearchResult>('POST', '/auth/search-license', {
      json: code === undefined ? { licenseNo } : { licenseNo, code },
    });

  it('shows a stranger only what recognises the record: name, masked e-mail, provider', async () => {
    const record = await addRecord('LIC-MASK-1', 'jane.doe@example.co.uk');
    const found = await search('lic-mask-1');
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      email: 'j***@e***.uk',
      licenseNo: 'LIC-MASK-1',
      fullName: 'Casey Client',
      clientId: record.id,
      gender: null,
      age: null,
      contactNo: null,
      address: null,
      status: 'active',
      isClientExist: false,
      isAccountCreatedByOwnClient: false,
      isApprove: null,
      state: null,
      country: null,
      providerName: provider.fullName,
    });
  });

  it('mails a one-time code that shows the whole record and lets the owner sign up once', async () => {
    const record = await addRecord('LIC-CASEY-1');
    const code = await requestCode('LIC-CASEY-1', record.email);
    expect(code).toMatch(/^\d{6}$/);
    // Stored hashed only.
    const [row] = await t.server.ctx.db
      .select()
      .from(licenseCodes)
      .where(eq(licenseCodes.clientId, record.id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);

    const full = await search('lic-casey-1', code);
    expect(full.status).toBe(200);
    expect(full.body).toEqual({
      email: record.email,
      licenseNo: 'LIC-CASEY-1',
      fullName: 'Casey Client',
      clientId: record.id,
      gender: 'other',
      age: 31,
      contactNo: '+44 20 7946 0000',
      address: '2 High St',
      status: 'active',
      isClientExist: false,
      isAccountCreatedByOwnClient: false,
      isApprove: null,
      state: 'England',
      country: 'GB',
      providerName: provider.fullName,
    });

    // Without the code a license number is not enough to take the record over.
    const bare = await t.api('POST', '/auth/signup-with-license', {
      json: { licenseNo: 'LIC-CASEY-1', password: 'casey password' },
    });
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ details: [{ path: 'code' }] });

    const signup = await t.api<TUserActionResponse>('POST', '/auth/signup-with-license', {
      json: { licenseNo: 'LIC-CASEY-1', password: 'casey password', code },
    });
    expect(signup.status).toBe(201);
    expect(signup.body.data).toMatchObject({
      email: record.email,
      role: 'client',
      isApprove: 'pending',
      fullName: 'Casey Client',
      licenseNo: 'LIC-CASEY-1',
      country: 'GB',
    });

    const after = await search('LIC-CASEY-1');
    expect(after.body).toMatchObject({
      isClientExist: true,
      isAccountCreatedByOwnClient: true,
      isApprove: 'pending',
    });
    const twice = await t.api('POST', '/auth/signup-with-license', {
      json: { licenseNo: 'LIC-CASEY-1', password: 'another password', code },
    });
    expect(twice.status).toBe(409);

    const admin = await superadminToken(t);
    await t.api('PATCH', '/auth/approve-user', {
      token: admin,
      json: { userId: signup.body.data.id },
    });
    const login = await t.api<TLoginResponse>('POST', '/auth/login', {
      json: { email: record.email, password: 'casey password' },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      isAccountCreatedByOwnClient: true,
      providerId: provider.id,
    });
    const linked = await t.api<{ data: { userId: string; isAccountCreatedByOwnClient: boolean } }>(
      'GET',
      `/clients/${record.id}`,
      { token: provider.token },
    );
    expect(linked.body.data).toMatchObject({
      userId: signup.body.data.id,
      isAccountCreatedByOwnClient: true,
    });

    // The code was spent: after the account is deleted, the record needs a new one.
    await t.api('DELETE', '/auth/delete-me-account', {
      token: admin,
      json: { loginUserId: signup.body.data.id, password: SUPERADMIN.password },
    });
    const reused = await t.api('POST', '/auth/signup-with-license', {
      json: { licenseNo: 'LIC-CASEY-1', password: 'casey password', code },
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      message: WRONG_CODE,
      details: [{ path: 'code', message: WRONG_CODE }],
    });
  });

  it('answers the code request the same for unknown numbers, and refuses wrong, used-up and replaced codes', async () => {
    const known = await t.api('POST', '/auth/license-code', { json: { licenseNo: 'NOPE-404' } });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({
      message: 'If a client record has this license number, a code has been sent to its e-mail.',
    });

    const record = await addRecord('LIC-TRIES');
    const code = await requestCode('LIC-TRIES', record.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) {
      const answer = await search('LIC-TRIES', wrong);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        message: WRONG_CODE,
        details: [{ path: 'code', message: WRONG_CODE }],
      });
    }
    // Five wrong tries use the code up, even for the right one.
    expect((await search('LIC-TRIES', code)).status).toBe(400);

    const first = await requestCode('LIC-TRIES', record.email);
    const second = await requestCode('LIC-TRIES', record.email);
    if (first !== second) expect((await search('LIC-TRIES', first)).status).toBe(400);
    expect((await search('LIC-TRIES', second)).status).toBe(200);

    // An expired code is refused.
    await t.server.ctx.db
      .update(licenseCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(licenseCodes.clientId, record.id));
    expect((await search('LIC-TRIES', second)).status).toBe(400);
  });

  it('stops counting a code when the provider changes the record’s e-mail', async () => {
    const record = await addRecord('LIC-MOVED');
    const code = await requestCode('LIC-MOVED', record.email);
    await t.api('PATCH', `/clients/${record.id}`, {
      token: provider.token,
      json: { email: uniqueEmail('moved') },
    });
    expect((await search('LIC-MOVED', code)).status).toBe(400);
  });

  it('answers 404 with a message for an unknown license number', async () => {
    const found = await search('NOPE-404');
    expect(found.status).toBe(404);
    expect(found.body).toEqual({ message: 'No client record has this license number.' });
    const signup = await t.api('POST', '/auth/signup-with-license', {
      json: { licenseNo: 'NOPE-404', password: 'some password', code: '123456' },
    });
    expect(signup.status).toBe(404);
  });

  it('reports isClientExist when a client account with the record e-mail exists already', async () => {
    const client = await createApproved(t, 'client');
    await t.api('POST', '/clients', {
      token: provider.token,
      json: { fullName: client.fullName, email: client.email, licenseNo: 'LIC-EXISTING' },
    });
    expect((await search('LIC-EXISTING')).body).toMatchObject({
      isClientExist: true,
      isAccountCreatedByOwnClient: false,
      isApprove: 'approve',
    });
    const code = await requestCode('LIC-EXISTING', client.email);
    const signup = await t.api('POST', '/auth/signup-with-license', {
      json: { licenseNo: 'LIC-EXISTING', password: 'some password', code },
    });
    expect(signup.status).toBe(409);
  });

  it('refuses a record e-mail that belongs to a provider or the superadmin, on create and change', async () => {
    const other = await createApproved(t, 'provider', 'colleague');
    const message =
      "This e-mail belongs to an account that is not a client's. Use the client's own e-mail.";
    for (const email of [other.email, t.config.superadminEmail]) {
      const created = await t.api('POST', '/clients', {
        token: provider.token,
        json: { fullName: 'Not A Client', email, licenseNo: `LIC-${email.length}-X` },
      });
      expect(created.status, email).toBe(409);
      expect(created.body).toEqual({ message, details: [{ path: 'email', message }] });
    }
    const record = await addRecord('LIC-KEEP-MAIL');
    const changed = await t.api('PATCH', `/clients/${record.id}`, {
      token: provider.token,
      json: { email: other.email.toUpperCase() },
    });
    expect(changed.status).toBe(409);
    expect(changed.body).toEqual({ message, details: [{ path: 'email', message }] });
    expect((await search('LIC-KEEP-MAIL')).body).toMatchObject({ isClientExist: false });
  });

  it('frees the record again when the client deletes the account', async () => {
    const record = await addRecord('LIC-AGAIN');
    const first = await t.api<TUserActionResponse>('POST', '/auth/signup-with-license', {
      json: {
        licenseNo: 'LIC-AGAIN',
        password: 'first password',
        code: await requestCode('LIC-AGAIN', record.email),
      },
    });
    expect(first.status).toBe(201);
    const admin = await superadminToken(t);
    await t.api('DELETE', '/auth/delete-me-account', {
      token: admin,
      json: { loginUserId: first.body.data.id, password: SUPERADMIN.password },
    });
    expect((await search('LIC-AGAIN')).body).toMatchObject({
      isClientExist: false,
      isAccountCreatedByOwnClient: false,
      isApprove: null,
    });
    const second = await t.api('POST', '/auth/signup-with-license', {
      json: {
        licenseNo: 'LIC-AGAIN',
        password: 'second password',
        code: await requestCode('LIC-AGAIN', record.email),
      },
    });
    expect(second.status).toBe(201);
  });
});
