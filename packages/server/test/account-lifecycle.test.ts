import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TLoginResponse,
  TLoginUserDetails,
  TUserActionResponse,
  TUserListItem,
  TUserListResponse,
} from '@portal/contracts';

import { auditLog } from '../src/db/schema.ts';
import { createApproved, signupPending, superadminToken, uniqueEmail } from './support/accounts.ts';
import { databaseKinds } from './support/databases.ts';
import { SUPERADMIN, startTestServer, type TestServer } from './support/server.ts';

describe.each(databaseKinds)('account lifecycle (%s)', (kind) => {
  let t: TestServer;
  let admin: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = await superadminToken(t);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.api<TLoginResponse>('POST', '/auth/login', { json: { email, password } });

  it('signs up a provider as pending, refuses its login with a clear 403, then lets it in once approved', async () => {
    const email = uniqueEmail('prov');
    const signup = await t.api<TUserActionResponse>('POST', '/auth/provider-signup', {
      json: {
        fullName: 'Dr Pat Provider',
        email: email.toUpperCase(),
        password: 'a long password',
        licenseNo: 'PRV-001',
        department: 'Cardiology',
        gender: 'female',
        age: 44,
        contactNo: '+1 555 0100',
        address: '1 Main St',
        country: 'us',
        state: 'California',
      },
    });
    expect(signup.status).toBe(201);
    expect(signup.body.data).toMatchObject({
      email,
      role: 'provider',
      isApprove: 'pending',
      status: 'active',
      country: 'US',
      licenseNo: 'PRV-001',
    });

    const pending = await login(email, 'a long password');
    expect(pending.status).toBe(403);
    expect(pending.body).toEqual({
      message: 'Your account is waiting for approval by the administrator. Please try again later.',
    });

    const approve = await t.api<TUserActionResponse>('PATCH', '/auth/approve-user', {
      token: admin,
      json: { userId: signup.body.data.id },
    });
    expect(approve.status).toBe(200);
    expect(approve.body.data.isApprove).toBe('approve');

    const ok = await login(email, 'a long password');
    expect(ok.status).toBe(200);
    const payload = JSON.parse(
      Buffer.from(ok.body.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { exp: number; sub: string };
    expect(payload.sub).toBe(signup.body.data.id);
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    expect(payload.exp).toBeLessThan(Date.now() / 1000 + t.config.jwtTtlSeconds + 5);

    const details = ok.body.user;
    expect(details).toMatchObject({
      userId: signup.body.data.id,
      email,
      eSignature: null,
      department: 'Cardiology',
      clientList: [],
      isAccountCreatedByOwnClient: false,
      providerId: null,
    });
    expect(Object.keys(details.user).sort()).toEqual(
      [
        'address',
        'age',
        'blockedMembers',
        'contactNo',
        'country',
        'createdAt',
        'email',
        'fullName',
        'gender',
        'id',
        'isApprove',
        'licenseNo',
        'profileImage',
        'role',
        'state',
        'status',
        'updatedAt',
      ].sort(),
    );
    expect(details.user).toMatchObject({
      id: signup.body.data.id,
      fullName: 'Dr Pat Provider',
      role: 'provider',
      isApprove: 'approve',
      status: 'active',
      age: 44,
      gender: 'female',
      blockedMembers: [],
      profileImage: null,
    });
    expect(new Date(details.user.createdAt).toISOString()).toBe(details.user.createdAt);

    const me = await t.api<TLoginUserDetails>('POST', '/auth/get-me', { token: ok.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual(details);
  });

  it('answers the same 401 message for an unknown e-mail and a wrong password', async () => {
    const account = await createApproved(t, 'client');
    const wrong = await login(account.email, 'not the password');
    const unknown = await login(uniqueEmail('nobody'), 'whatever password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'The e-mail or password is wrong.' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a duplicate e-mail at sign-up with 409 and creates nothing', async () => {
    const account = await signupPending(t, 'client');
    const before = await t.api<TUserListResponse>('GET', '/auth/get-all-users', { token: admin });
    const again = await t.api('POST', '/auth/provider-signup', {
      json: {
        fullName: 'Someone Else',
        email: account.email,
        password: 'another password',
        licenseNo: 'X-1',
      },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'An account with this e-mail already exists.',
      details: [{ path: 'email', message: 'An account with this e-mail already exists.' }],
    });
    const after = await t.api<TUserListResponse>('GET', '/auth/get-all-users', { token: admin });
    expect(after.body.data).toHaveLength(before.body.data.length);
  });

  it('rejects, lists the rejected account, refuses its login, restores it to pending', async () => {
    const account = await signupPending(t, 'client', 'rejectme');
    const reject = await t.api<TUserActionResponse>('PATCH', '/auth/reject-user', {
      token: admin,
      json: { userId: account.id, reason: 'Incomplete details' },
    });
    expect(reject.status).toBe(200);
    expect(reject.body.data.isApprove).toBe('reject');

    const list = await t.api<TUserListResponse>('GET', '/auth/get-all-users', { token: admin });
    expect(list.status).toBe(200);
    const row = list.body.data.find((u) => u.id === account.id);
    // The list query and the single-row presenter give the very same item.
    expect(row).toEqual(reject.body.data);
    expect(row).toMatchObject({ isApprove: 'reject', role: 'client', email: account.email });
    expect(list.body.data.some((u) => u.role === 'superadmin')).toBe(true);

    const refused = await login(account.email, account.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Your account has been rejected by the administrator. Please contact the administrator.',
    );

    const mismatch = await t.api('PATCH', '/auth/restore-user', {
      token: admin,
      json: { id: account.id, name: 'Someone Else', email: account.email },
    });
    expect(mismatch.status).toBe(409);

    const restore = await t.api<TUserActionResponse>('PATCH', '/auth/restore-user', {
      token: admin,
      json: { id: account.id, name: account.fullName, email: account.email },
    });
    expect(restore.status).toBe(200);
    expect(restore.body).toMatchObject({
      message: 'User restored successfully',
      data: { isApprove: 'pending' },
    });
    const twice = await t.api('PATCH', '/auth/restore-user', {
      token: admin,
      json: { id: account.id, name: account.fullName, email: account.email },
    });
    expect(twice.status).toBe(409);
    expect((await login(account.email, account.password)).status).toBe(403);
  });

  it('blocks an account (login 403, token 401), unblocks it (login works again)', async () => {
    const account = await createApproved(t, 'provider', 'blockme');
    const block = await t.api<TUserActionResponse>('POST', '/auth/block-user', {
      token: admin,
      json: { userId: account.id },
    });
    expect(block.status).toBe(200);
    expect(block.body.data.status).toBe('blocked');

    expect((await t.api('POST', '/auth/get-me', { token: account.token })).status).toBe(401);
    const refused = await login(account.email, account.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Your account has been blocked by the administrator. Please contact the administrator.',
    );

    const unblock = await t.api<TUserActionResponse>('POST', '/auth/unblock-user', {
      token: admin,
      json: { userId: account.id },
    });
    expect(unblock.body.data.status).toBe('active');
    expect((await login(account.email, account.password)).status).toBe(200);
    // The old token stays revoked after the unblock.
    expect((await t.api('POST', '/auth/get-me', { token: account.token })).status).toBe(401);
  });

  it('never lets an admin action touch the superadmin account', async () => {
    const me = await t.api<TLoginUserDetails>('POST', '/auth/get-me', { token: admin });
    for (const [method, path] of [
      ['POST', '/auth/block-user'],
      ['PATCH', '/auth/reject-user'],
      ['PATCH', '/auth/approve-user'],
    ] as const) {
      const answer = await t.api(method, path, { token: admin, json: { userId: me.body.userId } });
      expect(answer.status, path).toBe(403);
    }
    const del = await t.api('DELETE', '/auth/delete-me-account', {
      token: admin,
      json: { loginUserId: me.body.userId, password: SUPERADMIN.password },
    });
    expect(del.status).toBe(403);
    expect((await login(SUPERADMIN.email, SUPERADMIN.password)).status).toBe(200);
  });

  it('answers 404 for an admin action on an unknown id', async () => {
    const answer = await t.api('PATCH', '/auth/approve-user', {
      token: admin,
      json: { userId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'No user has this id.' });
  });

  it('deletes the own account: later logins and tokens fail', async () => {
    const account = await createApproved(t, 'client', 'deleteme');
    const other = await createApproved(t, 'client', 'bystander');
    const notMine = await t.api('DELETE', '/auth/delete-me-account', {
      token: account.token,
      json: { loginUserId: other.id, password: account.password },
    });
    expect(notMine.status).toBe(403);

    const del = await t.api('DELETE', '/auth/delete-me-account', {
      token: account.token,
      json: { loginUserId: account.id, password: account.password },
    });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Account deleted successfully' });
    expect((await login(account.email, account.password)).status).toBe(401);
    expect((await t.api('POST', '/auth/get-me', { token: account.token })).status).toBe(401);
    expect((await t.api('POST', '/auth/get-me', { token: other.token })).status).toBe(200);
  });

  it('asks the deleting person’s password: a wrong one is a 403 that changes nothing', async () => {
    const account = await createApproved(t, 'client', 'reauth');
    const attempt = (password: string) =>
      t.api('DELETE', '/auth/delete-me-account', {
        token: account.token,
        json: { loginUserId: account.id, password },
      });
    const wrong = await attempt('not my password');
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ message: 'The password is wrong.' });
    // The session and the account are untouched.
    expect((await t.api('POST', '/auth/get-me', { token: account.token })).status).toBe(200);
    // The superadmin deleting another types its own password, not the account's.
    const byAdmin = await t.api('DELETE', '/auth/delete-me-account', {
      token: admin,
      json: { loginUserId: account.id, password: account.password },
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toEqual({ message: 'The password is wrong.' });
    // (Failures are limited like failed sign-ins: rate-limits.test.ts.)
  });

  it('lets the superadmin delete another account and read anyone with get-me', async () => {
    const account = await createApproved(t, 'provider', 'admindelete');
    const read = await t.api<TLoginUserDetails>('POST', '/auth/get-me', {
      token: admin,
      json: { userId: account.id },
    });
    expect(read.status).toBe(200);
    expect(read.body.email).toBe(account.email);
    const del = await t.api('DELETE', '/auth/delete-me-account', {
      token: admin,
      json: { loginUserId: account.id, password: SUPERADMIN.password },
    });
    expect(del.status).toBe(200);
    const gone = await t.api('POST', '/auth/get-me', {
      token: admin,
      json: { userId: account.id },
    });
    expect(gone.status).toBe(404);
  });

  it('lists valid users as a bare array of approved, active accounts other than the caller', async () => {
    const me = await createApproved(t, 'provider', 'validme');
    // Someone a provider may see: another provider (test/confidentiality.test.ts: who sees whom).
    const peer = await createApproved(t, 'provider', 'validpeer');
    const waiting = await signupPending(t, 'client', 'validpending');
    const answer = await t.api<TUserListItem[]>('GET', '/auth/get-all-valid-users', {
      token: me.token,
    });
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    const ids = answer.body.map((u) => u.id);
    expect(ids).toContain(peer.id);
    expect(ids).not.toContain(me.id);
    expect(ids).not.toContain(waiting.id);
    expect(answer.body.every((u) => u.isApprove === 'approve' && u.status === 'active')).toBe(true);
  });

  it('filters get-all-users by isApprove and role', async () => {
    const answer = await t.api<TUserListResponse>('GET', '/auth/get-all-users?isApprove=pending', {
      token: admin,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBeGreaterThan(0);
    expect(answer.body.data.every((u) => u.isApprove === 'pending')).toBe(true);
    const bad = await t.api('GET', '/auth/get-all-users?isApprove=maybe', { token: admin });
    expect(bad.status).toBe(400);
  });

  it('blocks and unblocks chat members without touching their accounts', async () => {
    const me = await createApproved(t, 'provider', 'chatter');
    const member = await createApproved(t, 'provider', 'noisy');
    const block = await t.api('POST', '/auth/block-member', {
      token: me.token,
      json: { memberId: member.id },
    });
    expect(block.status).toBe(200);
    expect(block.body).toEqual({ message: 'Member blocked.', blockedMembers: [member.id] });
    const again = await t.api('POST', '/auth/block-member', {
      token: me.token,
      json: { memberId: member.id },
    });
    expect(again.body).toMatchObject({ blockedMembers: [member.id] });

    const meNow = await t.api<TLoginUserDetails>('POST', '/auth/get-me', { token: me.token });
    expect(meNow.body.user.blockedMembers).toEqual([member.id]);
    const list = await t.api<TUserListResponse>('GET', '/auth/blocked-members', {
      token: me.token,
    });
    expect(list.body.data.map((u) => u.id)).toEqual([member.id]);
    // The member's own account is unaffected.
    expect((await t.api('POST', '/auth/get-me', { token: member.token })).status).toBe(200);

    const self = await t.api('POST', '/auth/block-member', {
      token: me.token,
      json: { memberId: me.id },
    });
    expect(self.status).toBe(400);

    const unblock = await t.api('POST', '/auth/unblock-member', {
      token: me.token,
      json: { memberId: member.id },
    });
    expect(unblock.body).toEqual({ message: 'Member unblocked.', blockedMembers: [] });
  });

  it('blocks only approved, active members; any other id answers exactly like an unknown one', async () => {
    const me = await createApproved(t, 'provider', 'picky');
    const pending = await signupPending(t, 'client', 'waiting');
    const rejected = await signupPending(t, 'client', 'turned-down');
    await t.api('PATCH', '/auth/reject-user', { token: admin, json: { userId: rejected.id } });
    const blocked = await createApproved(t, 'client', 'shut-out');
    await t.api('POST', '/auth/block-user', { token: admin, json: { userId: blocked.id } });
    const blockMember = (memberId: string) =>
      t.api('POST', '/auth/block-member', { token: me.token, json: { memberId } });

    const unknown = await blockMember('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    for (const id of [pending.id, rejected.id, blocked.id]) {
      const answer = await blockMember(id);
      expect({ status: answer.status, body: answer.body }, id).toEqual({
        status: unknown.status,
        body: unknown.body,
      });
    }
    // The superadmin is someone one may chat with: approved and active, so it can be blocked.
    const adminId = String(
      (await t.api<TLoginUserDetails>('POST', '/auth/get-me', { token: admin })).body.userId,
    );
    expect((await blockMember(adminId)).status).toBe(200);

    // A member blocked while active, then blocked by the superadmin, drops out of the list (and
    // of get-me's ids); unblocked by the superadmin, it is back.
    const member = await createApproved(t, 'provider', 'later-blocked');
    expect((await blockMember(member.id)).status).toBe(200);
    await t.api('POST', '/auth/block-user', { token: admin, json: { userId: member.id } });
    const listIds = async () =>
      (
        await t.api<TUserListResponse>('GET', '/auth/blocked-members', { token: me.token })
      ).body.data.map((u) => u.id);
    const meIds = async () =>
      (await t.api<TLoginUserDetails>('POST', '/auth/get-me', { token: me.token })).body.user
        .blockedMembers;
    expect(await listIds()).toEqual([adminId]);
    expect(await meIds()).toEqual([adminId]);
    await t.api('POST', '/auth/unblock-user', { token: admin, json: { userId: member.id } });
    expect((await listIds()).sort()).toEqual([adminId, member.id].sort());
    expect(await meIds()).toEqual([adminId, member.id]);
  });

  it('records sign-ins and admin actions in the audit log', async () => {
    const account = await signupPending(t, 'provider', 'audited');
    await login(account.email, 'wrong password!');
    await t.api('PATCH', '/auth/approve-user', { token: admin, json: { userId: account.id } });
    await login(account.email, account.password);
    const rows = await t.server.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, account.id));
    const byActor = await t.server.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, account.id));
    expect(rows.map((r) => r.action)).toContain('user.approve');
    const actions = byActor.map((r) => r.action);
    expect(actions).toContain('login.failure');
    expect(actions).toContain('login.success');
    const failure = byActor.find((r) => r.action === 'login.failure');
    expect(failure?.detail).toMatchObject({ reason: 'wrong-password', email: account.email });
    expect(JSON.stringify(failure?.detail)).not.toContain('wrong password!');
  });
});
