import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TClient,
  TClientListResponse,
  TClientResponse,
  TProviderDetailResponse,
  TProviderListResponse,
} from '@portal/contracts';

import {
  createApproved,
  signupPending,
  superadminToken,
  uniqueEmail,
  type TestAccount,
} from './support/accounts.ts';
import { databaseKinds } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/server.ts';

describe.each(databaseKinds)('client records and providers (%s)', (kind) => {
  let t: TestServer;
  let alice: TestAccount;
  let bob: TestAccount;
  let admin: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    alice = await createApproved(t, 'provider', 'alice');
    bob = await createApproved(t, 'provider', 'bob');
    admin = await superadminToken(t);
  });
  afterAll(() => t.close());

  const add = (token: string, extra: Record<string, unknown> = {}) =>
    t.api<TClientResponse>('POST', '/clients', {
      token,
      json: {
        fullName: 'Client Person',
        email: uniqueEmail('rec'),
        licenseNo: `L-${Math.random().toString(36).slice(2, 10)}`,
        ...extra,
      },
    });

  it('creates a record owned by the provider with every field', async () => {
    const answer = await add(alice.token, {
      gender: 'female',
      age: 29,
      contactNo: '+33 1 23 45 67 89',
      address: '3 Rue X',
      country: 'fr',
      state: 'Île-de-France',
      status: 'inactive',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Client added.');
    expect(answer.body.data).toMatchObject({
      providerId: alice.id,
      userId: null,
      gender: 'female',
      age: 29,
      country: 'FR',
      state: 'Île-de-France',
      status: 'inactive',
      isAccountCreatedByOwnClient: false,
    });
  });

  it('lists only the provider’s own records; the superadmin sees all and can filter', async () => {
    const mine = (await add(alice.token)).body.data;
    const theirs = (await add(bob.token)).body.data;
    const aliceList = await t.api<TClientListResponse>('GET', '/clients', { token: alice.token });
    const ids = aliceList.body.data.map((c) => c.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(aliceList.body.data.every((c) => c.providerId === alice.id)).toBe(true);

    const all = await t.api<TClientListResponse>('GET', '/clients', { token: admin });
    expect(all.body.data.map((c) => c.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const onlyBob = await t.api<TClientListResponse>('GET', `/clients?providerId=${bob.id}`, {
      token: admin,
    });
    expect(onlyBob.body.data.every((c) => c.providerId === bob.id)).toBe(true);

    const snoop = await t.api('GET', `/clients?providerId=${bob.id}`, { token: alice.token });
    expect(snoop.status).toBe(403);
  });

  it('answers 404 when a provider reads or edits another provider’s client, and changes nothing', async () => {
    const theirs = (await add(bob.token, { state: 'Original' })).body.data;
    const read = await t.api('GET', `/clients/${theirs.id}`, { token: alice.token });
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ message: 'No client has this id.' });
    const edit = await t.api('PATCH', `/clients/${theirs.id}`, {
      token: alice.token,
      json: { state: 'Hijacked' },
    });
    expect(edit.status).toBe(404);
    const still = await t.api<{ data: TClient }>('GET', `/clients/${theirs.id}`, {
      token: bob.token,
    });
    expect(still.body.data.state).toBe('Original');
  });

  it('updates its own record (and the superadmin may too)', async () => {
    const mine = (await add(alice.token)).body.data;
    const edit = await t.api<TClientResponse>('PATCH', `/clients/${mine.id}`, {
      token: alice.token,
      json: { fullName: 'Renamed Client', age: 40 },
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({
      message: 'Client updated.',
      data: { fullName: 'Renamed Client', age: 40, email: mine.email },
    });
    const byAdmin = await t.api<TClientResponse>('PATCH', `/clients/${mine.id}`, {
      token: admin,
      json: { status: 'inactive' },
    });
    expect(byAdmin.body.data).toMatchObject({ status: 'inactive', providerId: alice.id });
  });

  it('clears an optional field sent as null, and keeps the fields not sent', async () => {
    const mine = (
      await add(alice.token, { contactNo: '+44 20 7946 0000', country: 'GB', state: 'England' })
    ).body.data;
    const edit = await t.api<TClientResponse>('PATCH', `/clients/${mine.id}`, {
      token: alice.token,
      json: { contactNo: null, state: null, gender: null, age: null },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({
      contactNo: null,
      state: null,
      gender: null,
      age: null,
      country: 'GB',
      fullName: mine.fullName,
    });
    const required = await t.api('PATCH', `/clients/${mine.id}`, {
      token: alice.token,
      json: { fullName: null },
    });
    expect(required.status).toBe(400);
  });

  it('refuses a duplicate license number (any case) or e-mail with 409 and writes nothing', async () => {
    const first = (await add(alice.token, { licenseNo: 'DUP-LIC-1' })).body.data;
    const before = await t.api<TClientListResponse>('GET', '/clients', { token: admin });

    const sameLicense = await add(bob.token, { licenseNo: 'dup-lic-1' });
    expect(sameLicense.status).toBe(409);
    // `details` names the field, so that the form marks the license number itself.
    expect(sameLicense.body).toEqual({
      message: 'A client with this license number already exists.',
      details: [
        { path: 'licenseNo', message: 'A client with this license number already exists.' },
      ],
    });
    const sameEmail = await add(bob.token, { email: first.email.toUpperCase() });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({
      message: 'A client with this e-mail already exists.',
      details: [{ path: 'email', message: 'A client with this e-mail already exists.' }],
    });

    const other = (await add(alice.token)).body.data;
    const editClash = await t.api('PATCH', `/clients/${other.id}`, {
      token: alice.token,
      json: { licenseNo: 'DUP-LIC-1' },
    });
    expect(editClash.status).toBe(409);
    const keepOwn = await t.api('PATCH', `/clients/${first.id}`, {
      token: alice.token,
      json: { licenseNo: 'DUP-LIC-1', email: first.email },
    });
    expect(keepOwn.status).toBe(200);

    const after = await t.api<TClientListResponse>('GET', '/clients', { token: admin });
    expect(after.body.data.length).toBe(before.body.data.length + 1);
  });

  it('lists approved providers in the directory; the superadmin also sees pending ones', async () => {
    const waiting = await signupPending(t, 'provider', 'waitingprov');
    const client = await createApproved(t, 'client');
    const forClient = await t.api<TProviderListResponse>('GET', '/providers', {
      token: client.token,
    });
    const ids = forClient.body.data.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([alice.id, bob.id]));
    expect(ids).not.toContain(waiting.id);
    expect(forClient.body.data.every((p) => p.role === 'provider')).toBe(true);
    const forAdmin = await t.api<TProviderListResponse>('GET', '/providers', { token: admin });
    expect(forAdmin.body.data.map((p) => p.id)).toContain(waiting.id);

    const hidden = await t.api('GET', `/providers/${waiting.id}`, { token: client.token });
    expect(hidden.status).toBe(404);
    const notProvider = await t.api('GET', `/providers/${client.id}`, { token: admin });
    expect(notProvider.status).toBe(404);
  });

  it('shows a provider’s detail with its clients to the superadmin and itself only', async () => {
    const record = (await add(alice.token)).body.data;
    const asAdmin = await t.api<TProviderDetailResponse>('GET', `/providers/${alice.id}`, {
      token: admin,
    });
    expect(asAdmin.body.data).toMatchObject({ id: alice.id, role: 'provider', contactNo: null });
    expect(asAdmin.body.clients?.map((c) => c.id)).toContain(record.id);
    const asBob = await t.api<TProviderDetailResponse>('GET', `/providers/${alice.id}`, {
      token: bob.token,
    });
    expect(asBob.status).toBe(200);
    expect(asBob.body.clients).toBeNull();
  });

  it('keeps a deleted provider’s records, unassigned, for the superadmin (practice-keeps.test.ts)', async () => {
    const carol = await createApproved(t, 'provider', 'carol');
    const record = (await add(carol.token)).body.data;
    await t.api('DELETE', '/auth/delete-me-account', {
      token: carol.token,
      json: { loginUserId: carol.id, password: carol.password },
    });
    const kept = await t.api<TClientResponse>('GET', `/clients/${record.id}`, { token: admin });
    expect(kept.status).toBe(200);
    expect(kept.body.data.providerId).toBeNull();
  });
});
