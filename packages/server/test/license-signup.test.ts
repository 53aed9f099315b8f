import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TClientResponse,
  TLicenseSearchResult,
  TLoginResponse,
  TUserActionResponse,
} from '@portal/contracts';

import { createApproved, superadminToken, uniqueEmail } from './support/accounts.ts';
import { databaseKinds } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/server.ts';

describe.each(databaseKinds)('signup with licence number (%s)', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('finds a provider-created record and turns it into the client account', async () => {
    const provider = await createApproved(t, 'provider');
    const email = uniqueEmail('licensed');
    const created = await t.api<TClientResponse>('POST', '/clients', {
      token: provider.token,
      json: {
        fullName: 'Casey Client',
        email,
        licenseNo: 'LIC-CASEY-1',
        gender: 'other',
        age: 31,
        contactNo: '+44 20 7946 0000',
        address: '2 High St',
        country: 'GB',
        state: 'England',
      },
    });
    expect(created.status).toBe(201);

    const search = await t.api<TLicenseSearchResult>('POST', '/auth/search-license', {
      json: { licenseNo: 'lic-casey-1' },
    });
    expect(search.status).toBe(200);
    expect(search.body).toEqual({
      email,
      licenseNo: 'LIC-CASEY-1',
      fullName: 'Casey Client',
      clientId: created.body.data.id,
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
    });

    const signup = await t.api<TUserActionResponse>('POST', '/auth/signup-with-license', {
      json: { licenseNo: 'LIC-CASEY-1', password: 'casey password' },
    });
    expect(signup.status).toBe(201);
    expect(signup.body.data).toMatchObject({
      email,
      role: 'client',
      isApprove: 'pending',
      fullName: 'Casey Client',
      licenseNo: 'LIC-CASEY-1',
      country: 'GB',
    });

    const after = await t.api<TLicenseSearchResult>('POST', '/auth/search-license', {
      json: { licenseNo: 'LIC-CASEY-1' },
    });
    expect(after.body).toMatchObject({
      isClientExist: true,
      isAccountCreatedByOwnClient: true,
      isApprove: 'pending',
    });

    const twice = await t.api('POST', '/auth/signup-with-license', {
      json: { licenseNo: 'LIC-CASEY-1', password: 'another password' },
    });
    expect(twice.status).toBe(409);

    const admin = await superadminToken(t);
    await t.api('PATCH', '/auth/approve-user', {
      token: admin,
      json: { userId: signup.body.data.id },
    });
    const login = await t.api<TLoginResponse>('POST', '/auth/login', {
      json: { email, password: 'casey password' },
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({
      isAccountCreatedByOwnClient: true,
      providerId: provider.id,
    });

    const record = await t.api<{ data: { userId: string; isAccountCreatedByOwnClient: boolean } }>(
      'GET',
      `/clients/${created.body.data.id}`,
      { token: provider.token },
    );
    expect(record.body.data).toMatchObject({
      userId: signup.body.data.id,
      isAccountCreatedByOwnClient: true,
    });

    const providerMe = await t.api<TLoginResponse['user']>('POST', '/auth/get-me', {
      token: provider.token,
    });
    expect(providerMe.body.clientList).toEqual([
      { id: created.body.data.id, fullName: 'Casey Client', email, licenseNo: 'LIC-CASEY-1' },
    ]);
  });

  it('answers 404 with a message for an unknown licence number', async () => {
    const search = await t.api('POST', '/auth/search-license', { json: { licenseNo: 'NOPE-404' } });
    expect(search.status).toBe(404);
    expect(search.body).toEqual({ message: 'No client record has this licence number.' });
    const signup = await t.api('POST', '/auth/signup-with-license', {
      json: { licenseNo: 'NOPE-404', password: 'some password' },
    });
    expect(signup.status).toBe(404);
  });

  it('reports isClientExist when an account with the record e-mail exists already', async () => {
    const provider = await createApproved(t, 'provider');
    const client = await createApproved(t, 'client');
    await t.api('POST', '/clients', {
      token: provider.token,
      json: { fullName: client.fullName, email: client.email, licenseNo: 'LIC-EXISTING' },
    });
    const search = await t.api<TLicenseSearchResult>('POST', '/auth/search-license', {
      json: { licenseNo: 'LIC-EXISTING' },
    });
    expect(search.body).toMatchObject({
      isClientExist: true,
      isAccountCreatedByOwnClient: false,
      isApprove: 'approve',
    });
    const signup = await t.api('POST', '/auth/signup-with-license', {
      json: { licenseNo: 'LIC-EXISTING', password: 'some password' },
    });
    expect(signup.status).toBe(409);
  });

  it('frees the record again when the client deletes the account', async () => {
    const provider = await createApproved(t, 'provider');
    const email = uniqueEmail('again');
    await t.api('POST', '/clients', {
      token: provider.token,
      json: { fullName: 'Again Client', email, licenseNo: 'LIC-AGAIN' },
    });
    const first = await t.api<TUserActionResponse>('POST', '/auth/signup-with-license', {
      json: { licenseNo: 'LIC-AGAIN', password: 'first password' },
    });
    const admin = await superadminToken(t);
    await t.api('DELETE', '/auth/delete-me-account', {
      token: admin,
      json: { loginUserId: first.body.data.id },
    });
    const search = await t.api<TLicenseSearchResult>('POST', '/auth/search-license', {
      json: { licenseNo: 'LIC-AGAIN' },
    });
    expect(search.body).toMatchObject({
      isClientExist: false,
      isAccountCreatedByOwnClient: false,
      isApprove: null,
    });
    const second = await t.api('POST', '/auth/signup-with-license', {
      json: { licenseNo: 'LIC-AGAIN', password: 'second password' },
    });
    expect(second.status).toBe(201);
  });
});
