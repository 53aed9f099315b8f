import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  REJECTION_REASON_MAX_LENGTH,
  type TAccountReviewListResponse,
  type TAccountReviewResponse,
  type TLoginUserDetails,
  type TNotificationListResponse,
  type TNotificationPayload,
  type TServerEventPayload,
  type TValidUsersResponse,
} from '@portal/contracts';

import { users } from '../src/db/schema.ts';
import {
  createApproved,
  loginAs,
  signupPending,
  superadminToken,
  type TestAccount,
} from './support/accounts.ts';
import { databaseKinds } from './support/databases.ts';
import { findLeaks } from './support/leaks.ts';
import { outboxCount, waitForMail } from './support/outbox.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const REJECTED_SUBJECT = 'Your account was rejected';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Issue 31: a rejection is explained (a reason, an e-mail) and settles the review notices. */
describe.each(databaseKinds)('account rejection (%s)', (kind) => {
  let t: TestServer;
  let admin: string;
  let adminId: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestServer(kind);
    admin = await superadminToken(t);
    adminId = String((await t.api('POST', '/auth/get-me', { token: admin })).body.userId);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const reject = (userId: string, reason?: string, token = admin) =>
    t.api<TAccountReviewResponse>('PATCH', '/auth/reject-user', {
      token,
      json: reason === undefined ? { userId } : { userId, reason },
    });
  const reviewRow = async (userId: string) =>
    (
      await t.api<TAccountReviewListResponse>('GET', '/auth/get-all-users', { token: admin })
    ).body.data.find((row) => row.id === userId);
  const detailsFor = (token: string, userId: string) =>
    t.api<TLoginUserDetails>('POST', '/auth/get-me', { token, json: { userId } });

  async function listen(account: { id: string; token: string }) {
    const socket = connect(t.url, {
      transports: ['websocket'],
      auth: { token: account.token },
      query: { userId: account.id },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const received: TNotificationPayload[] = [];
    const reads: TServerEventPayload<'notifications_read'>[] = [];
    socket.on('new_notification', (payload: TNotificationPayload) => received.push(payload));
    socket.on('notifications_read', (payload: TServerEventPayload<'notifications_read'>) =>
      reads.push(payload),
    );
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return { received, reads };
  }

  const until = async (check: () => boolean, what: string) => {
    for (let i = 0; i < 100 && !check(); i += 1) await sleep(30);
    if (!check()) throw new Error(`never happened: ${what}`);
  };

  it('stores the reason and shows it in the superadmin’s list and detail, to no one else', async () => {
    const account = await signupPending(t, 'client', 'reasoned');
    const answer = await reject(account.id, '  Your licence number could not be verified.  ');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      isApprove: 'reject',
      rejectionReason: 'Your licence number could not be verified.',
    });
    // The list query and the single-row presenter give the very same item.
    expect(await reviewRow(account.id)).toEqual(answer.body.data);
    const detail = await detailsFor(admin, account.id);
    expect(detail.status).toBe(200);
    expect(detail.body.user.rejectionReason).toBe('Your licence number could not be verified.');

    // No one else reads it: the directory's items and a person's own details have no such field.
    const provider = await createApproved(t, 'provider', 'onlooker');
    const directory = await t.api<TValidUsersResponse>('GET', '/auth/get-all-valid-users', {
      token: provider.token,
    });
    expect(directory.status).toBe(200);
    expect(directory.body.every((row) => !('rejectionReason' in row))).toBe(true);
    expect(directory.text).not.toContain('could not be verified');
    expect((await detailsFor(provider.token, account.id)).status).toBe(404);
    expect((await t.api('GET', '/auth/get-all-users', { token: provider.token })).status).toBe(403);
    const own = await t.api<TLoginUserDetails>('POST', '/auth/get-me', { token: provider.token });
    expect('rejectionReason' in own.body.user).toBe(false);
    expect(findLeaks(answer.body)).toEqual([]);

    // Restored and approved, the person's own details carry no reason; the review shows none.
    await t.api('PATCH', '/auth/restore-user', {
      token: admin,
      json: { id: account.id, name: account.fullName, email: account.email },
    });
    expect((await reviewRow(account.id))?.rejectionReason).toBeNull();
    await t.api('PATCH', '/auth/approve-user', { token: admin, json: { userId: account.id } });
    const token = await loginAs(t, account.email, account.password);
    const mine = await t.api<TLoginUserDetails>('POST', '/auth/get-me', { token });
    expect('rejectionReason' in mine.body.user).toBe(false);
    expect(mine.text).not.toContain('could not be verified');
  });

  it('rejects without a reason, and refuses a reason that is too long', async () => {
    const account = await signupPending(t, 'provider', 'unreasoned');
    const tooLong = await reject(account.id, 'x'.repeat(REJECTION_REASON_MAX_LENGTH + 1));
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain(`must be at most ${REJECTION_REASON_MAX_LENGTH} characters`);
    expect((await reviewRow(account.id))?.isApprove).toBe('pending');

    const answer = await reject(account.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data.rejectionReason).toBeNull();
    expect((await detailsFor(admin, account.id)).body.user.rejectionReason).toBeNull();
    // An empty reason is no reason.
    const other = await signupPending(t, 'client', 'blank');
    expect((await reject(other.id, '   ')).body.data.rejectionReason).toBeNull();
  });

  it('e-mails the person, with the reason when there is one', async () => {
    const withReason = await signupPending(t, 'client', 'mailed');
    await reject(withReason.id, 'We could not confirm your practice.\nPlease sign up again.');
    const mail = await waitForMail(t.dataDir, withReason.email, 5000, REJECTED_SUBJECT);
    expect(mail).toContain('Your account was rejected');
    expect(mail).toContain(
      'The administrator gave this reason: We could not confirm your practice.\nPlease sign up again.',
    );
    expect(mail).not.toContain(withReason.password);
    expect(mail).not.toMatch(/token|reset-password/i);

    const without = await signupPending(t, 'provider', 'mailed-plain');
    await reject(without.id);
    const plain = await waitForMail(t.dataDir, without.email, 5000, REJECTED_SUBJECT);
    expect(plain).toContain('Your account was rejected');
    expect(plain).toContain('Please contact the administrator.');
    expect(plain).not.toContain('reason');

    // Rejecting a rejected account again tells the person nothing new.
    const before = outboxCount(t.dataDir, REJECTED_SUBJECT);
    expect((await reject(without.id, 'Second thoughts')).status).toBe(200);
    await sleep(300);
    expect(outboxCount(t.dataDir, REJECTED_SUBJECT)).toBe(before);
  });

  /**
   * A second superadmin: an approved account given the role (and, as every superadmin, an
   * authenticator app) in the database, signed in again.
   */
  async function secondSuperadmin(): Promise<TestAccount> {
    const account = await createApproved(t, 'provider', 'second-admin');
    const secret = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';
    await t.server.ctx.db
      .update(users)
      .set({
        role: 'superadmin',
        totpSecret: t.server.ctx.secrets.seal(secret),
        totpEnabledAt: new Date(),
      })
      .where(eq(users.id, account.id));
    return {
      ...account,
      role: 'superadmin',
      token: await loginAs(t, account.email, account.password, secret),
    };
  }

  it('marks an account’s review notices read for every superadmin, live in every tab', async () => {
    const other = await secondSuperadmin();
    const first = { id: adminId, token: admin };
    const tabs = {
      first: [await listen(first), await listen(first)],
      other: [await listen(other)],
    };
    const approved = await signupPending(t, 'provider', 'to-approve');
    const rejected = await signupPending(t, 'client', 'to-reject');
    const waiting = await signupPending(t, 'client', 'still-waiting');
    const noticeOf = (tab: { received: TNotificationPayload[] }, account: { fullName: string }) =>
      tab.received.find((n) => n.message.startsWith(`${account.fullName} signed up`));
    for (const tab of [...tabs.first, ...tabs.other]) {
      await until(() => noticeOf(tab, waiting) !== undefined, 'the review notices');
    }
    const unread = async (token: string) =>
      (
        await t.api<TNotificationListResponse>('GET', '/notifications?unread=true&limit=100', {
          token,
        })
      ).body;

    // The first superadmin approves: both superadmins' notices of that account are read.
    await t.api('PATCH', '/auth/approve-user', { token: admin, json: { userId: approved.id } });
    for (const [who, token, list] of [
      ['first', admin, tabs.first],
      ['other', other.token, tabs.other],
    ] as const) {
      for (const tab of list) {
        await until(() => tab.reads.length === 1, `${who}: the read event of the approval`);
        const { unreadCount } = await unread(token);
        expect(tab.reads[0]).toEqual({ ids: [noticeOf(tab, approved)?.id], unreadCount });
      }
    }

    // The second rejects, with a reason: the same for the other account, and nothing else.
    await reject(rejected.id, 'Not a practice member', other.token);
    for (const [token, list] of [
      [admin, tabs.first],
      [other.token, tabs.other],
    ] as const) {
      for (const tab of list) {
        await until(() => tab.reads.length === 2, 'the read event of the rejection');
        const left = await unread(token);
        expect(tab.reads[1]).toEqual({
          ids: [noticeOf(tab, rejected)?.id],
          unreadCount: left.unreadCount,
        });
        const links = left.data.map((n) => n.link);
        expect(links).toContain(`/pending-users/view-user/${waiting.id}`);
        expect(links).not.toContain(`/pending-users/view-user/${approved.id}`);
        expect(links).not.toContain(`/pending-users/view-user/${rejected.id}`);
      }
    }
  });
});
