import { randomBytes, randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type {
  TChannelResponse,
  TChatMessageResponse,
  TClientResponse,
  TUpdateMeResponse,
  TUserActionResponse,
} from '@portal/contracts';

import {
  createApproved,
  loginAs,
  sessionIdOf,
  setupTokenFor,
  pendingToken,
  signupPending,
  superadminToken,
  uniqueEmail,
  type TestAccount,
} from './support/accounts.ts';
import { notifications } from '../src/db/schema.ts';
import { notify } from '../src/notifications/notify.ts';
import { databaseKinds } from './support/databases.ts';
import {
  addDocument,
  download,
  linkClient,
  FIELDS,
  makePdf,
  shareWith,
  signCopy,
  signForm,
  uploadForm,
} from './support/documents.ts';
import { ENDPOINT_KEYS, accessOf, splitRouteKey, type RouteKey } from './support/endpoints.ts';
import { tinyPng } from './support/images.ts';
import { inviteToGroup, joinAsGuest } from './support/invitations.ts';
import { findLeaks } from './support/leaks.ts';
import { requestLicenseCode } from './support/license-codes.ts';
import { RESET_SUBJECT, resetTokenFrom, waitForMail } from './support/outbox.ts';
import { SUPERADMIN, startTestServer, type TestServer } from './support/server.ts';
import { fakeAttestation, storedPasskey, wrongCode } from './support/second-factor.ts';

/**
 * Every route x {anonymous, pending, client, provider, superadmin, other user, channel guest}: the
 * expected status, and no secret field in any answer. "other" is a second provider acting on the
 * first provider's resources (its client record, its account) where the route has a target. The
 * guest holds a valid token of a channel guest: it must never pass a rule written for accounts.
 * "setup" holds the set-up token of an account that must set up a second factor first (issue 33):
 * it passes only the set-up routes.
 */
const ACTORS = [
  'anonymous',
  'pending',
  'client',
  'provider',
  'superadmin',
  'other',
  'guest',
  'setup',
] as const;
type ActorName = (typeof ACTORS)[number];

interface Actor {
  name: ActorName;
  token: string | undefined;
  id: string | undefined;
  password: string | undefined;
}

interface Req {
  json?: unknown;
  body?: FormData;
  path?: string;
}

interface Case {
  build: (actor: Actor) => Promise<Req>;
  expect: Record<ActorName, number>;
  /** Routes that spend the caller's session or account get a fresh caller of the same kind. */
  freshActor?: boolean;
  /** Puts things back after a call (the one superadmin cannot be replaced by a fresh one). */
  after?: (
    actor: Actor,
    answer: { status: number; body: Record<string, unknown> },
  ) => Promise<void>;
}

const all = (status: number): Record<ActorName, number> => ({
  anonymous: status,
  pending: status,
  client: status,
  provider: status,
  superadmin: status,
  other: status,
  guest: status,
  setup: status,
});
const signedIn = (ok: number, overrides: Partial<Record<ActorName, number>> = {}) => ({
  anonymous: 401,
  pending: 403,
  client: ok,
  provider: ok,
  superadmin: ok,
  other: ok,
  guest: 401,
  setup: 401,
  ...overrides,
});
const clientOnly = (ok: number) => ({
  anonymous: 401,
  pending: 403,
  client: ok,
  provider: 403,
  superadmin: 403,
  other: 403,
  guest: 401,
  setup: 401,
});
const adminOnly = (ok: number) => ({
  anonymous: 401,
  pending: 403,
  client: 403,
  provider: 403,
  superadmin: ok,
  other: 403,
  guest: 401,
  setup: 401,
});
/** The set-up routes: every account, and the set-up token's. */
const setUp = (ok: number, overrides: Partial<Record<ActorName, number>> = {}) =>
  signedIn(ok, { setup: ok, ...overrides });

describe.each(databaseKinds)('authorization matrix (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let client: TestAccount;
  let other: TestAccount;
  let adminToken: string;
  let adminId: string;
  let pending: { id: string; token: string };
  let recordId: string;
  let picturePath: string;
  let notificationId: string;
  let licenseNo: string;
  // Chat: a group of the provider with the client and the superadmin ("other" is in nothing).
  let extra: TestAccount;
  let channelId: string;
  let providerMessageId: string;
  let attachmentMessageId: string;
  // Documents: the provider's form shared with the client, and one the client signed.
  let documentId: string;
  let copyId: string;
  let signed: { documentId: string; copyId: string; pdf: Buffer };
  const actors = {} as Record<ActorName, Actor>;
  let guestId: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    provider = await createApproved(t, 'provider', 'owner');
    client = await createApproved(t, 'client', 'client');
    other = await createApproved(t, 'provider', 'other');
    adminToken = await superadminToken(t);
    pending = await pendingToken(t);
    const me = await t.api('POST', '/auth/get-me', { token: adminToken });
    adminId = String(me.body.userId);
    licenseNo = `LIC-${Date.now().toString(36)}`;
    const record = await t.api<TClientResponse>('POST', '/clients', {
      token: provider.token,
      json: { fullName: 'Matrix Client', email: uniqueEmail('record'), licenseNo },
    });
    recordId = record.body.data.id;
    const data = new FormData();
    data.append(
      'profileImage',
      new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }),
      'p.png',
    );
    const upload = await t.api<TUpdateMeResponse>('PATCH', '/auth/update-me', {
      token: provider.token,
      body: data,
    });
    picturePath = upload.body.data.user.profileImage ?? '';
    await notify(t.server.ctx, {
      recipientId: provider.id,
      type: 'account-status',
      title: 'For the provider',
      message: 'Only the provider may read it.',
    });
    const [stored] = await t.server.ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.recipientId, provider.id));
    notificationId = stored?.id ?? '';
    extra = await createApproved(t, 'client', 'extra');
    // Providers chat with their own clients only (users/access.ts).
    await linkClient(t, provider, client);
    await linkClient(t, provider, extra);
    channelId = await chatGroup([client.id, adminId]);
    providerMessageId = await chatMessage(channelId);
    const attached = await t.api<TChatMessageResponse>(
      'POST',
      `/chat/channels/${channelId}/attachments`,
      { token: provider.token, body: attachmentForm() },
    );
    attachmentMessageId = attached.body.data.id;
    const shared = await documentCopy();
    documentId = shared.documentId;
    copyId = shared.copyId;
    const toSign = await addDocument(t, provider, { title: 'Signed in the matrix' });
    const toSignCopy = await shareWith(t, provider, toSign.id, client.id);
    await signCopy(t, client, toSign.id, toSignCopy.id, toSign.fields);
    signed = {
      documentId: toSign.id,
      copyId: toSignCopy.id,
      pdf: await download(
        t,
        `/api/v1/documents/${toSign.id}/shares/${toSignCopy.id}/signed`,
        client.token,
      ),
    };
    const as = (name: ActorName, account?: { token: string; id: string; password?: string }) => ({
      name,
      token: account?.token,
      id: account?.id,
      password: account?.password,
    });
    actors.anonymous = as('anonymous');
    actors.pending = as('pending', pending);
    actors.client = as('client', client);
    actors.provider = as('provider', provider);
    actors.superadmin = as('superadmin', { token: adminToken, id: adminId });
    actors.other = as('other', other);
    // A guest of the provider's group (invitation link): admitted to that channel's guest routes.
    const joined = await joinAsGuest(t, (await inviteToGroup(t, provider, channelId)).id, {
      displayName: 'Matrix Guest',
    });
    guestId = joined.id;
    actors.guest = as('guest', { token: joined.token, id: joined.id });
    const setup = await setupTokenFor(t, adminToken);
    actors.setup = as('setup', setup);
  });
  afterAll(() => t.close());

  /** A group of the provider with these members: its id. */
  const chatGroup = async (memberIds: string[]) =>
    (
      await t.api<TChannelResponse>('POST', '/chat/channels', {
        token: provider.token,
        json: { type: 'group', name: 'Matrix', memberIds },
      })
    ).body.data.id;
  /** A message of the provider in a channel: its id. */
  const chatMessage = async (id: string) =>
    (
      await t.api<TChatMessageResponse>('POST', `/chat/channels/${id}/messages`, {
        token: provider.token,
        json: { text: 'From the provider', clientId: randomUUID() },
      })
    ).body.data.id;
  const attachmentForm = () => {
    const form = new FormData();
    form.append('clientId', randomUUID());
    form.append(
      'attachment',
      new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }),
      'a.png',
    );
    return form;
  };
  /** A new form of the provider with its fields, shared with the client: its ids and fields. */
  const documentCopy = async () => {
    const document = await addDocument(t, provider, { title: 'Matrix form' });
    const copy = await shareWith(t, provider, document.id, client.id);
    return { documentId: document.id, copyId: copy.id, fields: document.fields };
  };
  /** A fresh form with an upload field, shared with the client: its ids and the field's. */
  const uploadCopy = async () => {
    const document = await addDocument(t, provider, {
      title: 'Matrix uploads',
      fields: [
        {
          type: 'upload',
          label: 'Scan',
          required: false,
          page: 1,
          x: 0.1,
          y: 0.5,
          width: 0.3,
          height: 0.05,
        },
      ],
    });
    const copy = await shareWith(t, provider, document.id, client.id);
    const fieldId = document.fields[0]?.id ?? '';
    return { path: `/documents/${document.id}/shares/${copy.id}/uploads`, fieldId };
  };
  /** The multipart body of an upload to a copy: a tiny PNG for the field. */
  const copyUploadForm = (fieldId: string) => {
    const form = new FormData();
    form.append('fieldId', fieldId);
    form.append('upload', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'scan.png');
    return form;
  };
  /** A file the client attached to a fresh copy: the path of its download (and deletion). */
  const copyUpload = async () => {
    const target = await uploadCopy();
    const answer = await t.api<{ data: { id: string } }>('POST', target.path, {
      token: client.token,
      body: copyUploadForm(target.fieldId),
    });
    if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${answer.text}`);
    return `${target.path}/${answer.body.data.id}`;
  };
  /** A template (issue 35) with the usual fields: the provider's own, or the practice's. */
  const template = async (token: string) => {
    const added = await t.api<{ data: { id: string } }>('POST', '/documents', {
      token,
      body: uploadForm(await makePdf(), { title: 'Matrix template', kind: 'template' }),
    });
    if (added.status !== 201) throw new Error(`template: ${added.status} ${added.text}`);
    const placed = await t.api('PATCH', `/documents/${added.body.data.id}`, {
      token,
      json: { fields: FIELDS },
    });
    if (placed.status !== 200) throw new Error(`template fields: ${placed.status} ${placed.text}`);
    return added.body.data.id;
  };
  let practiceTemplateId: string | undefined;
  /** The practice's template, made once: every provider may put it in a packet. */
  const practiceTemplate = async () => (practiceTemplateId ??= await template(adminToken));
  /** A fresh packet of the provider's with the practice's template: its id. */
  const packet = async () => {
    const made = await t.api<{ data: { id: string } }>('POST', '/packets', {
      token: provider.token,
      json: { title: 'Matrix packet', templateIds: [await practiceTemplate()] },
    });
    if (made.status !== 201) throw new Error(`packet: ${made.status} ${made.text}`);
    return made.body.data.id;
  };
  /** A due date a week ahead. */
  const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
  /** The parties (the provider, the client) may; "other" and the superadmin find nothing. */
  const party = (ok: number, overrides: Partial<Record<ActorName, number>> = {}) =>
    signedIn(ok, { superadmin: 404, other: 404, ...overrides });
  /** The routes of providers only: a client and the superadmin are refused by role. */
  const providersOnly = { client: 403, superadmin: 403 } as const;
  /** Members may read and write; "other" belongs to no channel: 404, as if there were none. */
  const member = (ok: number) => signedIn(ok, { other: 404 });
  /** The same, and the channel's guest (the routes whose rule admits guests). */
  const memberOrGuest = (ok: number) => signedIn(ok, { other: 404, guest: ok });
  /** A fresh invitation of the provider into the group: its id. */
  const invitation = async (json: Record<string, unknown> = {}) =>
    (await inviteToGroup(t, provider, channelId, json)).id;
  /** The group's owner (the provider) may; its members may not; "other" finds nothing. */
  const ownerOnly = (ok: number) => signedIn(ok, { client: 403, superadmin: 403, other: 404 });

  /** A fresh caller of the same kind, for routes that use up a session or an account. */
  async function freshActor(actor: Actor): Promise<Actor> {
    if (['anonymous', 'superadmin', 'guest', 'setup'].includes(actor.name)) return actor;
    if (actor.name === 'pending') {
      const p = await pendingToken(t);
      return { ...actor, token: p.token, id: p.id };
    }
    const role = actor.name === 'client' ? 'client' : 'provider';
    const account = await createApproved(t, role, `fresh-${actor.name}`);
    return { ...actor, token: account.token, id: account.id, password: account.password };
  }

  const pendingTarget = async () => (await signupPending(t, 'client', 'target')).id;
  const rejectedTarget = async () => {
    const target = await signupPending(t, 'client', 'rejected');
    await t.api('PATCH', '/auth/reject-user', { token: adminToken, json: { userId: target.id } });
    return target;
  };

  const cases: Record<RouteKey, Case> = {
    'POST /auth/login': {
      build: async () => ({ json: { email: client.email, password: client.password } }),
      expect: all(200),
    },
    'POST /auth/provider-signup': {
      build: async () => ({
        json: {
          fullName: 'New P',
          email: uniqueEmail('np'),
          password: 'pass word 1',
          licenseNo: 'NP-1',
        },
      }),
      expect: all(201),
    },
    'POST /auth/client-signup': {
      build: async () => ({
        json: { fullName: 'New C', email: uniqueEmail('nc'), password: 'pass word 1' },
      }),
      expect: all(201),
    },
    'POST /auth/license-code': {
      build: async () => ({ json: { licenseNo } }),
      expect: all(200),
    },
    'POST /auth/search-license': {
      build: async () => ({ json: { licenseNo } }),
      expect: all(200),
    },
    'POST /auth/signup-with-license': {
      build: async () => {
        const number = `LS-${Math.random().toString(36).slice(2, 10)}`;
        const email = uniqueEmail('ls');
        await t.api('POST', '/clients', {
          token: provider.token,
          json: { fullName: 'Licensed', email, licenseNo: number },
        });
        const code = await requestLicenseCode(t, number, email);
        return { json: { licenseNo: number, password: 'pass word 1', code } };
      },
      expect: all(201),
    },
    'POST /auth/forgot-password': {
      build: async () => ({ json: { email: client.email } }),
      expect: all(200),
    },
    'POST /auth/reset-password': {
      build: async () => {
        const account = await signupPending(t, 'client', 'resetter');
        await t.api('POST', '/auth/forgot-password', { json: { email: account.email } });
        const token = resetTokenFrom(
          await waitForMail(t.dataDir, account.email, 5000, RESET_SUBJECT),
        );
        return { json: { token, password: 'a new pass word' } };
      },
      expect: all(200),
    },
    'GET /auth/profile-picture/:fileName': {
      build: async () => ({ path: picturePath }),
      expect: all(200),
    },
    'POST /auth/get-me': {
      // "other" asks for the provider's details: only the superadmin may read others; to anyone
      // else another person's details do not exist.
      build: async (actor) => ({ json: actor.name === 'other' ? { userId: provider.id } : {} }),
      expect: signedIn(200, { other: 404 }),
    },
    'PATCH /auth/update-me': {
      build: async () => {
        const data = new FormData();
        data.append('state', 'Somewhere');
        return { body: data };
      },
      expect: signedIn(200),
    },
    'PATCH /auth/change-password': {
      build: async (actor) => ({
        json: {
          currentPassword: actor.password ?? SUPERADMIN.password,
          newPassword: 'changed pass 1',
        },
      }),
      expect: signedIn(200),
      freshActor: true,
      after: async (actor, answer) => {
        if (actor.name !== 'superadmin' || answer.status !== 200) return;
        await t.api('PATCH', '/auth/change-password', {
          token: String(answer.body.token),
          json: { currentPassword: 'changed pass 1', newPassword: 'superadmin-password' },
        });
        adminToken = await superadminToken(t);
        actors.superadmin.token = adminToken;
      },
    },
    'DELETE /auth/delete-me-account': {
      // Own account, except "other", who tries to delete the provider's account.
      build: async (actor) => ({
        json: {
          loginUserId: actor.name === 'other' ? provider.id : (actor.id ?? provider.id),
          password: actor.password ?? SUPERADMIN.password,
        },
      }),
      expect: signedIn(200, { superadmin: 403, other: 403 }),
      freshActor: true,
    },
    'GET /auth/get-all-valid-users': { build: async () => ({}), expect: signedIn(200) },
    'POST /auth/block-member': {
      build: async () => ({ json: { memberId: provider.id } }),
      expect: signedIn(200, { provider: 400 }),
    },
    'POST /auth/unblock-member': {
      build: async () => ({ json: { memberId: provider.id } }),
      expect: signedIn(200),
    },
    'GET /auth/blocked-members': { build: async () => ({}), expect: signedIn(200) },
    'GET /auth/get-all-users': { build: async () => ({}), expect: adminOnly(200) },
    'PATCH /auth/approve-user': {
      build: async () => ({ json: { userId: await pendingTarget() } }),
      expect: adminOnly(200),
    },
    'PATCH /auth/reject-user': {
      build: async () => ({ json: { userId: await pendingTarget() } }),
      expect: adminOnly(200),
    },
    'PATCH /auth/restore-user': {
      build: async () => {
        const target = await rejectedTarget();
        return { json: { id: target.id, name: target.fullName, email: target.email } };
      },
      expect: adminOnly(200),
    },
    'POST /auth/block-user': {
      build: async () => ({ json: { userId: await pendingTarget() } }),
      expect: adminOnly(200),
    },
    'POST /auth/unblock-user': {
      build: async () => ({ json: { userId: await pendingTarget() } }),
      expect: adminOnly(200),
    },
    'GET /clients': {
      build: async () => ({}),
      expect: { ...adminOnly(200), provider: 200, other: 200 },
    },
    'POST /clients': {
      build: async () => ({
        json: {
          fullName: 'Added',
          email: uniqueEmail('added'),
          licenseNo: `AD-${Math.random().toString(36).slice(2, 10)}`,
        },
      }),
      expect: { ...adminOnly(403), provider: 201, other: 201 },
    },
    'GET /clients/:id': {
      build: async () => ({ path: `/clients/${recordId}` }),
      expect: { ...adminOnly(200), provider: 200, other: 404 },
    },
    'PATCH /clients/:id': {
      build: async () => ({ path: `/clients/${recordId}`, json: { state: 'Edited' } }),
      expect: { ...adminOnly(200), provider: 200, other: 404 },
    },
    'GET /providers': { build: async () => ({}), expect: signedIn(200) },
    'GET /providers/:id': {
      build: async () => ({ path: `/providers/${provider.id}` }),
      expect: signedIn(200),
    },
    'GET /notifications': { build: async () => ({}), expect: signedIn(200) },
    'PATCH /notifications/:id/read': {
      // The provider's own notification: everyone else finds nothing there.
      build: async () => ({ path: `/notifications/${notificationId}/read` }),
      expect: signedIn(404, { provider: 200 }),
    },
    'POST /notifications/read-all': { build: async () => ({}), expect: signedIn(200) },
    'GET /notifications/preferences': { build: async () => ({}), expect: signedIn(200) },
    'PATCH /notifications/preferences': {
      build: async () => ({
        json: { 'chat-added': { inApp: true, desktop: false, email: false } },
      }),
      expect: signedIn(200),
    },
    'GET /chat/contacts': { build: async () => ({}), expect: signedIn(200) },
    'GET /chat/channels': { build: async () => ({}), expect: signedIn(200) },
    'POST /chat/channels': {
      build: async () => ({ json: { type: 'group', name: 'Own group', memberIds: [] } }),
      expect: signedIn(201),
    },
    'GET /chat/channels/:id': {
      build: async () => ({ path: `/chat/channels/${channelId}` }),
      expect: memberOrGuest(200),
    },
    'PATCH /chat/channels/:id': {
      // The name and the form clients see each other in are the owner's (issue 30).
      build: async (actor) => ({
        path: `/chat/channels/${channelId}`,
        json: { name: 'Renamed', clientPrivacy: actor.name === 'provider' ? 'full' : 'private' },
      }),
      expect: ownerOnly(200),
    },
    'DELETE /chat/channels/:id': {
      build: async () => ({ path: `/chat/channels/${await chatGroup([client.id, adminId])}` }),
      expect: ownerOnly(200),
    },
    'GET /chat/channels/:id/members': {
      build: async () => ({ path: `/chat/channels/${channelId}/members` }),
      expect: memberOrGuest(200),
    },
    'POST /chat/channels/:id/members': {
      build: async () => ({
        path: `/chat/channels/${channelId}/members`,
        json: { memberIds: [extra.id] },
      }),
      expect: ownerOnly(200),
    },
    'DELETE /chat/channels/:id/members/:memberId': {
      // Removing someone else: the owner's call. (Leaving, with one's own id, is every member's.)
      build: async () => {
        const id = await chatGroup([client.id, adminId, extra.id]);
        return { path: `/chat/channels/${id}/members/${extra.id}` };
      },
      expect: ownerOnly(200),
    },
    'GET /chat/channels/:id/messages': {
      build: async () => ({ path: `/chat/channels/${channelId}/messages` }),
      expect: memberOrGuest(200),
    },
    'POST /chat/channels/:id/messages': {
      build: async () => ({
        path: `/chat/channels/${channelId}/messages`,
        json: { text: 'Hello', clientId: randomUUID() },
      }),
      expect: memberOrGuest(201),
    },
    'POST /chat/channels/:id/attachments': {
      build: async () => ({
        path: `/chat/channels/${channelId}/attachments`,
        body: attachmentForm(),
      }),
      expect: member(201),
    },
    'GET /chat/channels/:id/messages/:messageId/attachment': {
      build: async () => ({
        path: `/chat/channels/${channelId}/messages/${attachmentMessageId}/attachment`,
      }),
      expect: member(200),
    },
    'PATCH /chat/channels/:id/messages/:messageId': {
      // The provider's message: only its author may change it.
      build: async () => ({
        path: `/chat/channels/${channelId}/messages/${providerMessageId}`,
        json: { text: 'Edited' },
      }),
      expect: ownerOnly(200),
    },
    'DELETE /chat/channels/:id/messages/:messageId': {
      build: async () => ({
        path: `/chat/channels/${channelId}/messages/${await chatMessage(channelId)}`,
      }),
      expect: ownerOnly(200),
    },
    'POST /chat/channels/:id/read': {
      build: async () => ({ path: `/chat/channels/${channelId}/read`, json: { seq: 1 } }),
      expect: memberOrGuest(200),
    },
    // Issue 36: on a fresh message of the provider (the guest reads from its arrival on).
    'POST /chat/channels/:id/messages/:messageId/reactions': {
      build: async () => ({
        path: `/chat/channels/${channelId}/messages/${await chatMessage(channelId)}/reactions`,
        json: { emoji: '👍', reacted: true },
      }),
      expect: memberOrGuest(200),
    },
    'PUT /chat/channels/:id/messages/:messageId/pin': {
      build: async () => ({
        path: `/chat/channels/${channelId}/messages/${await chatMessage(channelId)}/pin`,
      }),
      expect: member(200),
    },
    'DELETE /chat/channels/:id/messages/:messageId/pin': {
      build: async () => ({
        path: `/chat/channels/${channelId}/messages/${await chatMessage(channelId)}/pin`,
      }),
      expect: member(200),
    },
    'GET /chat/channels/:id/pins': {
      build: async () => ({ path: `/chat/channels/${channelId}/pins` }),
      expect: memberOrGuest(200),
    },
    'GET /chat/channels/:id/messages/:messageId/versions': {
      build: async () => ({
        path: `/chat/channels/${channelId}/messages/${await chatMessage(channelId)}/versions`,
      }),
      expect: memberOrGuest(200),
    },
    'POST /chat/channels/:id/messages/:messageId/unread': {
      // The provider's message: its author has nothing unread there (409).
      build: async () => ({
        path: `/chat/channels/${channelId}/messages/${await chatMessage(channelId)}/unread`,
      }),
      expect: signedIn(200, { provider: 409, other: 404 }),
    },
    'GET /chat/settings': { build: async () => ({}), expect: signedIn(200) },
    'PATCH /chat/settings': {
      build: async () => ({ json: { readReceipts: true } }),
      expect: signedIn(200),
    },
    'POST /chat/channels/:id/invitations': {
      build: async () => ({ path: `/chat/channels/${channelId}/invitations`, json: {} }),
      expect: ownerOnly(201),
    },
    'GET /chat/channels/:id/invitations': {
      build: async () => ({ path: `/chat/channels/${channelId}/invitations` }),
      expect: member(200),
    },
    'DELETE /chat/channels/:id/invitations/:invitationId': {
      // The provider's (the owner's) invitation: only it, or its creator, withdraws it.
      build: async () => ({
        path: `/chat/channels/${channelId}/invitations/${await invitation()}`,
      }),
      expect: ownerOnly(200),
    },
    'POST /chat/invitations': {
      build: async () => ({ json: { expiresInDays: 3 } }),
      expect: { ...adminOnly(201), provider: 201, other: 201 },
    },
    'GET /chat/invitations': { build: async () => ({}), expect: signedIn(200) },
    'DELETE /chat/invitations/:id': {
      // The provider's invitation: anyone else finds nothing.
      build: async () => ({ path: `/chat/invitations/${await invitation()}` }),
      expect: signedIn(404, { provider: 200 }),
    },
    'POST /invitations/:id/accept': {
      // An invitation e-mailed to the client: only that account may accept it.
      build: async () => ({
        path: `/invitations/${await invitation({ email: client.email })}/accept`,
      }),
      expect: signedIn(403, { client: 200 }),
    },
    'GET /invitations/:id': {
      build: async () => ({ path: `/invitations/${await invitation()}` }),
      expect: all(200),
    },
    'POST /invitations/:id/join': {
      build: async () => ({
        path: `/invitations/${await invitation()}/join`,
        json: { displayName: 'Joiner', email: uniqueEmail('joiner') },
      }),
      expect: all(200),
    },
    'POST /guest/resume': {
      build: async () => ({
        json: {
          token: await t.server.ctx.tokens.signGuestResume({ sub: guestId, channelId }, 3600),
        },
      }),
      expect: all(200),
    },
    'POST /guest/session': {
      // The guest's own session: an account's token is the wrong kind (403).
      build: async () => ({}),
      expect: { ...all(403), anonymous: 401, guest: 200, setup: 401 },
    },
    'GET /chat/search': {
      build: async () => ({ path: '/chat/search?q=hello' }),
      expect: signedIn(200),
    },
    // Whom the caller's search may filter by: its own conversations' people.
    'GET /chat/search/people': { build: async () => ({}), expect: signedIn(200) },
    'GET /chat/presence': { build: async () => ({}), expect: signedIn(200) },
    'POST /documents': {
      // A provider adds a form; a client shares a file with its provider (the client has one).
      build: async () => ({ body: uploadForm(await makePdf(), { title: 'Added' }) }),
      expect: { ...signedIn(201), superadmin: 403 },
    },
    // Everyone signed in has a list: the superadmin's is the oversight list (no contents).
    'GET /documents': { build: async () => ({}), expect: signedIn(200) },
    // The disclosure about electronic signatures: a client's to read and accept.
    'GET /documents/signing-consent': { build: async () => ({}), expect: clientOnly(200) },
    // What the send dialog starts from (issue 35): whoever sends (providers) or sets it.
    'GET /documents/sending-defaults': {
      build: async () => ({}),
      expect: signedIn(200, { client: 403 }),
    },
    // A template is its owner's: nobody else reaches it (a client never: it is not a record).
    'DELETE /documents/:id': {
      build: async () => ({ path: `/documents/${await template(provider.token)}` }),
      expect: signedIn(404, { provider: 200 }),
    },
    'POST /documents/:id/send': {
      build: async () => ({
        path: `/documents/${await template(provider.token)}/send`,
        json: { clientIds: [client.id] },
      }),
      expect: signedIn(404, { provider: 201 }),
    },
    'POST /documents/:id/shares/:shareId/extend': {
      build: async () => {
        const fresh = await documentCopy();
        return {
          path: `/documents/${fresh.documentId}/shares/${fresh.copyId}/extend`,
          json: { dueAt: inAWeek() },
        };
      },
      expect: party(200, { client: 403 }),
    },
    // Intake packets are a provider's own: another provider finds nothing.
    'GET /packets': { build: async () => ({}), expect: signedIn(200, providersOnly) },
    'POST /packets': {
      build: async () => ({
        json: { title: 'Matrix packet', templateIds: [await practiceTemplate()] },
      }),
      expect: signedIn(201, providersOnly),
    },
    'PATCH /packets/:id': {
      build: async () => ({ path: `/packets/${await packet()}`, json: { title: 'Renamed' } }),
      expect: signedIn(200, { ...providersOnly, other: 404 }),
    },
    'DELETE /packets/:id': {
      build: async () => ({ path: `/packets/${await packet()}` }),
      expect: signedIn(200, { ...providersOnly, other: 404 }),
    },
    'POST /packets/:id/send': {
      build: async () => ({
        path: `/packets/${await packet()}/send`,
        json: { clientIds: [extra.id] },
      }),
      expect: signedIn(201, { ...providersOnly, other: 404 }),
    },
    'POST /documents/signing-consent': {
      build: async () => ({ json: { version: 1 } }),
      expect: clientOnly(200),
    },
    'GET /documents/:id': {
      build: async () => ({ path: `/documents/${documentId}` }),
      expect: party(200),
    },
    'PATCH /documents/:id': {
      // Only its owner changes a document; the client of a copy is a party but may not.
      build: async () => ({ path: `/documents/${documentId}`, json: { title: 'Renamed form' } }),
      expect: party(200, { client: 403 }),
    },
    'GET /documents/:id/file': {
      build: async () => ({ path: `/documents/${documentId}/file` }),
      expect: party(200),
    },
    'GET /documents/:id/shares': {
      build: async () => ({ path: `/documents/${documentId}/shares` }),
      expect: party(200),
    },
    'POST /documents/:id/shares': {
      // A fresh form shared with the client, sent on to a second client of the provider.
      build: async () => ({
        path: `/documents/${(await documentCopy()).documentId}/shares`,
        json: { clientIds: [extra.id] },
      }),
      expect: party(201, { client: 403 }),
    },
    'GET /documents/:id/shares/:shareId': {
      build: async () => ({ path: `/documents/${documentId}/shares/${copyId}` }),
      expect: party(200),
    },
    'POST /documents/:id/shares/:shareId/sign': {
      build: async () => {
        const fresh = await documentCopy();
        return {
          path: `/documents/${fresh.documentId}/shares/${fresh.copyId}/sign`,
          body: signForm(fresh.fields),
        };
      },
      expect: party(200, { provider: 403 }),
    },
    'POST /documents/:id/shares/:shareId/decline': {
      build: async () => {
        const fresh = await documentCopy();
        return {
          path: `/documents/${fresh.documentId}/shares/${fresh.copyId}/decline`,
          json: { reason: 'Not this one' },
        };
      },
      expect: party(200, { provider: 403 }),
    },
    'POST /documents/:id/shares/:shareId/void': {
      build: async () => {
        const fresh = await documentCopy();
        return {
          path: `/documents/${fresh.documentId}/shares/${fresh.copyId}/void`,
          json: { reason: 'Replaced' },
        };
      },
      expect: party(200, { client: 403 }),
    },
    'GET /documents/:id/shares/:shareId/signed': {
      build: async () => ({
        path: `/documents/${signed.documentId}/shares/${signed.copyId}/signed`,
      }),
      expect: party(200),
    },
    // The upload field (issue 34): the client attaches and removes; both parties download.
    'POST /documents/:id/shares/:shareId/uploads': {
      build: async () => {
        const target = await uploadCopy();
        return { path: target.path, body: copyUploadForm(target.fieldId) };
      },
      expect: party(201, { provider: 403 }),
    },
    'GET /documents/:id/shares/:shareId/uploads/:uploadId': {
      build: async () => ({ path: await copyUpload() }),
      expect: party(200),
    },
    'DELETE /documents/:id/shares/:shareId/uploads/:uploadId': {
      build: async () => ({ path: await copyUpload() }),
      expect: party(200, { provider: 403 }),
    },
    // The practice's settings are the superadmin's (issue 31).
    'GET /practice/settings': { build: async () => ({}), expect: adminOnly(200) },
    'GET /sessions': { build: async () => ({}), expect: signedIn(200) },
    'POST /sessions/heartbeat': { build: async () => ({}), expect: signedIn(200) },
    'POST /sessions/end-others': {
      build: async () => ({}),
      expect: signedIn(200),
      freshActor: true,
    },
    'DELETE /sessions/:id': {
      // A second session of the provider's: its own to end; anyone else's is 404.
      build: async () => {
        const second = await loginAs(t, provider.email, provider.password);
        return { path: `/sessions/${sessionIdOf(second)}` };
      },
      expect: signedIn(404, { provider: 200 }),
    },
    'DELETE /users/:id/sessions': {
      build: async () => ({
        path: `/users/${(await createApproved(t, 'client', 'ended')).id}/sessions`,
      }),
      expect: adminOnly(200),
    },
    'PATCH /practice/settings': {
      build: async () => ({ json: { attachSignedPdf: true } }),
      expect: adminOnly(200),
    },
    // The audit log and its export are the superadmin's; everyone reads its own events (issue 32).
    'GET /audit-log': { build: async () => ({}), expect: adminOnly(200) },
    'GET /audit-log/export.csv': { build: async () => ({}), expect: adminOnly(200) },
    'GET /audit-log/mine': { build: async () => ({}), expect: signedIn(200) },
    // The second sign-in step (issue 33): each path is tested in second-factor.test.ts; here, who
    // reaches what. The public steps refuse a body that is no challenge of ours.
    'POST /auth/login/second-factor': {
      build: async () => ({ json: { challenge: 'short', code: '123456' } }),
      expect: all(400),
    },
    'POST /auth/passkey/options': { build: async () => ({}), expect: all(200) },
    'POST /auth/passkey/login': { build: async () => ({ json: {} }), expect: all(400) },
    'GET /two-factor': { build: async () => ({}), expect: setUp(200) },
    'POST /two-factor/totp/setup': {
      build: async () => ({}),
      // The superadmin's authenticator app is on already.
      expect: setUp(200, { superadmin: 409 }),
    },
    'POST /two-factor/totp/confirm': {
      // A set-up started, then a wrong code.
      build: async (actor) => {
        await t.api('POST', '/two-factor/totp/setup', { token: actor.token });
        return { json: { code: wrongCode() } };
      },
      expect: setUp(403, { superadmin: 409 }),
    },
    'DELETE /two-factor/totp': {
      build: async (actor) => ({
        json: { password: actor.password ?? SUPERADMIN.password, code: wrongCode() },
      }),
      // No app to turn off; the superadmin's is its last factor, which it must keep.
      expect: signedIn(409),
    },
    'POST /two-factor/recovery-codes': {
      build: async (actor) => ({ json: { password: actor.password ?? SUPERADMIN.password } }),
      expect: signedIn(409, { superadmin: 200 }),
    },
    'POST /two-factor/passkeys/options': { build: async () => ({}), expect: setUp(200) },
    'POST /two-factor/passkeys': {
      build: async () => ({
        json: {
          challenge: randomBytes(32).toString('base64url'),
          name: 'Key',
          passkey: fakeAttestation,
        },
      }),
      expect: setUp(400),
    },
    'PATCH /two-factor/passkeys/:id': {
      build: async () => ({
        path: `/two-factor/passkeys/${await storedPasskey(t, provider.id)}`,
        json: { name: 'Renamed' },
      }),
      expect: signedIn(404, { provider: 200 }),
    },
    'DELETE /two-factor/passkeys/:id': {
      build: async (actor) => ({
        path: `/two-factor/passkeys/${await storedPasskey(t, provider.id)}`,
        json: { password: actor.password ?? SUPERADMIN.password },
      }),
      expect: signedIn(404, { provider: 200 }),
    },
    'DELETE /users/:id/two-factor': {
      build: async () => ({
        path: `/users/${(await createApproved(t, 'client', 'reset')).id}/two-factor`,
      }),
      expect: adminOnly(200),
    },
    'POST /verify': {
      // Public: anyone may check a sealed PDF (this one verifies).
      build: async () => ({ body: uploadForm(signed.pdf, {}, 'signed.pdf') }),
      expect: all(200),
    },
  };

  it('has a row for every endpoint of the table, and the table says what the matrix expects', () => {
    expect(Object.keys(cases).sort()).toEqual([...ENDPOINT_KEYS].sort());
    for (const key of ENDPOINT_KEYS) {
      const access = accessOf(key);
      const expected = cases[key].expect;
      if (access.kind === 'public') expect(expected.anonymous, key).not.toBe(401);
      else if (access.kind === 'guest') {
        // The guest's own routes: no account passes them.
        expect(expected.anonymous, key).toBe(401);
        expect(expected.setup, key).toBe(401);
        for (const name of ['pending', 'client', 'provider', 'superadmin', 'other'] as const) {
          expect(expected[name], `${key} as ${name}`).toBe(403);
        }
      } else {
        expect(expected.anonymous, key).toBe(401);
        expect(expected.pending, key).toBe(403);
        if (!access.guests) expect(expected.guest, key).toBe(401);
        // A set-up token reaches the set-up routes only.
        if (!access.setupToken) expect(expected.setup, key).toBe(401);
      }
    }
  });

  for (const key of ENDPOINT_KEYS) {
    it(`${key}`, async () => {
      const { method, path } = splitRouteKey(key);
      const results: Partial<Record<ActorName, number>> = {};
      for (const name of ACTORS) {
        const c = cases[key];
        const actor = c.freshActor ? await freshActor(actors[name]) : actors[name];
        const req = await c.build(actor);
        const answer = await t.api(method, req.path ?? path, {
          token: actor.token,
          ...(req.json !== undefined ? { json: req.json } : {}),
          ...(req.body ? { body: req.body } : {}),
        });
        results[name] = answer.status;
        await c.after?.(actor, answer);
        expect(findLeaks(answer.body), `${key} as ${name}`).toEqual([]);
        expect(answer.text, `${key} as ${name}`).not.toMatch(/scrypt\$/);
        if (answer.status >= 400) {
          expect(typeof (answer.body as { message?: unknown }).message, `${key} as ${name}`).toBe(
            'string',
          );
        }
      }
      expect(results).toEqual(cases[key].expect);
    });
  }

  it('shows a provider’s clients only to the superadmin and the provider itself', async () => {
    const read = async (token: string) =>
      (await t.api<{ clients: unknown[] | null }>('GET', `/providers/${provider.id}`, { token }))
        .body.clients;
    expect(await read(other.token)).toBeNull();
    expect(await read(client.token)).toBeNull();
    expect(Array.isArray(await read(provider.token))).toBe(true);
    expect(Array.isArray(await read(adminToken))).toBe(true);
  });

  it('keeps role, isApprove and status out of reach of sign-up bodies', async () => {
    for (const field of ['role', 'isApprove', 'status', 'tokenVersion']) {
      const answer = await t.api<TUserActionResponse>('POST', '/auth/client-signup', {
        json: {
          fullName: 'Sneaky',
          email: uniqueEmail('sneaky'),
          password: 'pass word 1',
          [field]: field === 'role' ? 'superadmin' : 'approve',
        },
      });
      expect(answer.status, field).toBe(400);
      expect(answer.body.message).toBe(`Unknown field(s): ${field}`);
    }
  });
});
