import { randomUUID } from 'node:crypto';

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TChannelResponse, TChatMessageResponse, TClientResponse } from '@portal/contracts';

import {
  blockedMembers,
  chatChannels,
  chatGuests,
  chatInvitations,
  chatMembers,
  chatMessages,
  chatMessageVersions,
  chatPreferences,
  clients,
  documentCopies,
  documentEvents,
  documentPackets,
  documentPacketTemplates,
  documentSendings,
  documents,
  licenseCodes,
  notificationPreferences,
  notifications,
  passkeys,
  passwordResets,
  recoveryCodes,
  signingConsents,
  users,
} from '../src/db/schema.ts';
import { notify } from '../src/notifications/notify.ts';
import {
  ENDPOINT_KEYS,
  accessOf,
  splitRouteKey,
  takesJsonBody,
  type RouteKey,
} from './support/endpoints.ts';
import {
  createApproved,
  sessionIdOf,
  superadminToken,
  uniqueEmail,
  type TestAccount,
} from './support/accounts.ts';
import { pgliteOnly } from './support/databases.ts';
import { addDocument, linkClient, makePdf, shareWith, uploadForm } from './support/documents.ts';
import { inviteToGroup, joinAsGuest } from './support/invitations.ts';
import { fakeAttestation, storedPasskey } from './support/second-factor.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * Bad input on every route: missing, wrong type, too long, unknown fields, wrong content type,
 * broken JSON, oversize bodies and bad params. Each gets a 4xx with a `message`, never a 5xx, and
 * the database is byte-for-byte the same afterwards.
 */
interface Variant {
  label: string;
  status: number;
  path?: string;
  json?: unknown;
  raw?: { body: string; type: string };
  noBody?: boolean;
}

const long = (n: number) => 'x'.repeat(n);
/** Twenty different emoji: a message's most. */
const FULL_REACTIONS = [...'😀😁😂🤣😃😄😅😆😉😊😋😎😍😘🥰😗😙😚🙂🤗'];
const uuid = '00000000-0000-4000-8000-000000000000';
/** A valid document field on a page (the PDF of the runs has one page). */
const field = (page = 1) => ({
  type: 'text',
  label: 'Name',
  required: true,
  page,
  x: 0.1,
  y: 0.1,
  width: 0.3,
  height: 0.05,
});

/** Variants every JSON-body route must refuse. */
const jsonBodyVariants: Variant[] = [
  { label: 'no body', status: 400, noBody: true },
  { label: 'an array', status: 400, json: [] },
  { label: 'a string', status: 400, json: 'hello' },
  { label: 'unknown field', status: 400, json: { role: 'superadmin' } },
  { label: 'text/plain', status: 415, raw: { body: 'hello', type: 'text/plain' } },
  { label: 'application/xml', status: 415, raw: { body: '<a/>', type: 'application/xml' } },
  { label: 'broken JSON', status: 400, raw: { body: '{"email":', type: 'application/json' } },
  {
    label: 'oversize body',
    status: 413,
    raw: { body: JSON.stringify({ x: long(100 * 1024) }), type: 'application/json' },
  },
  {
    label: 'multipart instead of JSON',
    status: 415,
    raw: {
      body: '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--b--\r\n',
      type: 'multipart/form-data; boundary=b',
    },
  },
  {
    label: 'prototype pollution',
    status: 400,
    raw: { body: '{"__proto__":{"role":"superadmin"}}', type: 'application/json' },
  },
];

/** Route-specific bad values: wrong types and too long values of its own fields. */
const specific: Partial<Record<RouteKey, Variant[]>> = {
  'POST /auth/login': [
    { label: 'email wrong type', status: 400, json: { email: 42, password: 'x' } },
    { label: 'email not an e-mail', status: 400, json: { email: 'nope', password: 'x' } },
    { label: 'password missing', status: 400, json: { email: 'a@b.co' } },
    { label: 'password too long', status: 400, json: { email: 'a@b.co', password: long(2000) } },
  ],
  'POST /auth/provider-signup': [
    {
      label: 'licenseNo missing',
      status: 400,
      json: { fullName: 'A', email: 'new1@example.com', password: 'pass word 1' },
    },
    {
      label: 'password too short',
      status: 400,
      json: { fullName: 'A', email: 'new2@example.com', password: 'short', licenseNo: 'L1' },
    },
    {
      label: 'fullName too long',
      status: 400,
      json: {
        fullName: long(500),
        email: 'new3@example.com',
        password: 'pass word 1',
        licenseNo: 'L',
      },
    },
    {
      label: 'age wrong type',
      status: 400,
      json: {
        fullName: 'A',
        email: 'n4@example.com',
        password: 'pass word 1',
        licenseNo: 'L',
        age: 'old',
      },
    },
    {
      label: 'country not ISO',
      status: 400,
      json: {
        fullName: 'A',
        email: 'n5@example.com',
        password: 'pass word 1',
        licenseNo: 'L',
        country: 'USA',
      },
    },
  ],
  'POST /auth/client-signup': [
    { label: 'email missing', status: 400, json: { fullName: 'A', password: 'pass word 1' } },
    {
      label: 'gender unknown',
      status: 400,
      json: { fullName: 'A', email: 'g@example.com', password: 'pass word 1', gender: 'robot' },
    },
    {
      label: 'password too long',
      status: 400,
      json: { fullName: 'A', email: 'p@example.com', password: long(200) },
    },
  ],
  'POST /auth/license-code': [
    { label: 'licenseNo missing', status: 400, json: {} },
    { label: 'licenseNo wrong type', status: 400, json: { licenseNo: ['L-1'] } },
  ],
  'POST /auth/search-license': [
    { label: 'licenseNo wrong type', status: 400, json: { licenseNo: 7 } },
    { label: 'licenseNo too long', status: 400, json: { licenseNo: long(100) } },
    { label: 'licenseNo empty', status: 400, json: { licenseNo: '' } },
    { label: 'code not 6 digits', status: 400, json: { licenseNo: 'KEEP-1', code: '12345' } },
    { label: 'code wrong', status: 400, json: { licenseNo: 'KEEP-1', code: '000000' } },
  ],
  'POST /auth/signup-with-license': [
    { label: 'password missing', status: 400, json: { licenseNo: 'L-1', code: '000000' } },
    {
      label: 'licenseNo odd characters',
      status: 400,
      json: { licenseNo: '<script>', password: 'pass word 1', code: '000000' },
    },
    { label: 'code missing', status: 400, json: { licenseNo: 'KEEP-1', password: 'pass word 1' } },
    {
      label: 'code wrong',
      status: 400,
      json: { licenseNo: 'KEEP-1', password: 'pass word 1', code: '000000' },
    },
  ],
  'POST /auth/forgot-password': [
    { label: 'email wrong type', status: 400, json: { email: ['a@b.co'] } },
    { label: 'email too long', status: 400, json: { email: `${long(300)}@example.com` } },
  ],
  'POST /auth/reset-password': [
    { label: 'token too short', status: 400, json: { token: 'abc', password: 'pass word 1' } },
    { label: 'token wrong type', status: 400, json: { token: 1234, password: 'pass word 1' } },
  ],
  'POST /auth/get-me': [
    { label: 'userId not an id', status: 400, json: { userId: 'me' } },
    { label: 'userId wrong type', status: 400, json: { userId: 5 } },
  ],
  'PATCH /auth/change-password': [
    { label: 'newPassword missing', status: 400, json: { currentPassword: 'x' } },
    {
      label: 'newPassword too long',
      status: 400,
      json: { currentPassword: 'x', newPassword: long(129) },
    },
  ],
  'DELETE /auth/delete-me-account': [
    { label: 'loginUserId missing', status: 400, json: { password: 'pass word 1' } },
    { label: 'loginUserId not an id', status: 400, json: { loginUserId: 'me', password: 'x' } },
    { label: 'password missing', status: 400, json: { loginUserId: uuid } },
  ],
  'POST /documents/signing-consent': [
    { label: 'no version', status: 400, json: {} },
    { label: 'version not a number', status: 400, json: { version: '1' } },
    { label: 'version zero', status: 400, json: { version: 0 } },
    { label: 'version a fraction', status: 400, json: { version: 1.5 } },
    { label: 'unknown field', status: 400, json: { version: 1, agreed: true } },
    { label: 'a version not in force', status: 409, json: { version: 99 } },
  ],
  'PATCH /practice/settings': [
    { label: 'empty', status: 400, json: {} },
    { label: 'unknown setting', status: 400, json: { practiceName: 'X' } },
    { label: 'disclosure too short', status: 400, json: { signingDisclosure: 'Sign here.' } },
    { label: 'attach not a flag', status: 400, json: { attachSignedPdf: 'yes' } },
  ],
  'PATCH /notifications/preferences': [
    { label: 'empty', status: 400, json: {} },
    { label: 'unknown type', status: 400, json: { 'chat-everything': { inApp: true } } },
    {
      label: 'a switch missing',
      status: 400,
      json: { 'chat-added': { inApp: true, desktop: false } },
    },
    {
      label: 'a switch not a flag',
      status: 400,
      json: { 'chat-added': { inApp: 'yes', desktop: false, email: false } },
    },
  ],
  'POST /auth/block-member': [
    { label: 'memberId missing', status: 400, json: {} },
    { label: 'memberId unknown', status: 404, json: { memberId: uuid } },
  ],
  'POST /auth/unblock-member': [
    { label: 'memberId wrong type', status: 400, json: { memberId: 1 } },
  ],
  'PATCH /auth/approve-user': [
    { label: 'userId missing', status: 400, json: {} },
    { label: 'id instead of userId', status: 400, json: { id: uuid } },
  ],
  'PATCH /auth/reject-user': [
    { label: 'reason too long', status: 400, json: { userId: uuid, reason: long(2000) } },
  ],
  'PATCH /auth/restore-user': [
    { label: 'name missing', status: 400, json: { id: uuid, email: 'a@b.co' } },
    { label: 'email wrong', status: 400, json: { id: uuid, name: 'A', email: 'nope' } },
  ],
  'POST /auth/block-user': [{ label: 'userId not an id', status: 400, json: { userId: 'x' } }],
  'POST /auth/unblock-user': [{ label: 'userId missing', status: 400, json: {} }],
  'POST /clients': [
    { label: 'licenseNo missing', status: 400, json: { fullName: 'A', email: 'c@example.com' } },
    {
      label: 'status unknown',
      status: 400,
      json: { fullName: 'A', email: 'c@example.com', licenseNo: 'L', status: 'gone' },
    },
    {
      label: 'age out of range',
      status: 400,
      json: { fullName: 'A', email: 'c@example.com', licenseNo: 'L', age: 400 },
    },
  ],
  'PATCH /clients/:id': [
    { label: 'empty change', status: 400, json: {} },
    { label: 'email wrong type', status: 400, json: { email: 3 } },
    { label: 'bad id', status: 400, path: '/clients/not-an-id', json: { state: 'X' } },
    { label: 'unknown id', status: 404, path: `/clients/${uuid}`, json: { state: 'X' } },
  ],
};

/**
 * Chat: `{channel}`, `{message}` and `{member}` in a path stand for the provider's group, a
 * message in it and a member of it (made before the runs).
 */
const chatBodies: Partial<Record<RouteKey, Variant[]>> = {
  'POST /chat/channels': [
    { label: 'type missing', status: 400, json: { memberId: uuid } },
    { label: 'type unknown', status: 400, json: { type: 'broadcast', memberId: uuid } },
    { label: 'direct without memberId', status: 400, json: { type: 'direct' } },
    { label: 'memberId not an id', status: 400, json: { type: 'direct', memberId: 'bob' } },
    { label: 'memberId nobody', status: 404, json: { type: 'direct', memberId: uuid } },
    { label: 'group name missing', status: 400, json: { type: 'group', memberIds: [] } },
    { label: 'group name blank', status: 400, json: { type: 'group', name: '   ' } },
    { label: 'group name too long', status: 400, json: { type: 'group', name: long(81) } },
    { label: 'group name NUL', status: 400, json: { type: 'group', name: 'a\u0000b' } },
    {
      label: 'memberIds not ids',
      status: 400,
      json: { type: 'group', name: 'G', memberIds: ['x'] },
    },
    {
      label: 'memberIds too many',
      status: 400,
      json: { type: 'group', name: 'G', memberIds: Array.from({ length: 101 }, () => uuid) },
    },
    {
      label: 'memberIds nobody',
      status: 404,
      json: { type: 'group', name: 'G', memberIds: [uuid] },
    },
  ],
  'PATCH /chat/channels/:id': [
    { label: 'empty change', status: 400, json: {} },
    { label: 'name too long', status: 400, json: { name: long(81) } },
    { label: 'isMuted not a flag', status: 400, json: { isMuted: 'yes' } },
    { label: 'bad id', status: 400, path: '/chat/channels/x', json: { name: 'X' } },
    { label: 'unknown id', status: 404, path: `/chat/channels/${uuid}`, json: { name: 'X' } },
    { label: 'pinsBy unknown', status: 400, json: { pinsBy: 'everyone' } },
  ],
  'POST /chat/channels/:id/members': [
    { label: 'memberIds empty', status: 400, json: { memberIds: [] } },
    { label: 'memberIds not ids', status: 400, json: { memberIds: [1] } },
    { label: 'memberIds nobody', status: 404, json: { memberIds: [uuid] } },
  ],
  'POST /chat/channels/:id/messages': [
    { label: 'text missing', status: 400, json: { clientId: uuid } },
    { label: 'text empty', status: 400, json: { text: '', clientId: uuid } },
    { label: 'text too long', status: 400, json: { text: long(4001), clientId: uuid } },
    { label: 'text NUL', status: 400, json: { text: 'a\u0000', clientId: uuid } },
    { label: 'clientId missing', status: 400, json: { text: 'hi' } },
    { label: 'clientId not an id', status: 400, json: { text: 'hi', clientId: 'abc' } },
    {
      label: 'unknown channel',
      status: 404,
      path: `/chat/channels/${uuid}/messages`,
      json: { text: 'hi', clientId: uuid },
    },
    {
      label: 'replyToId not an id',
      status: 400,
      json: { text: 'hi', clientId: uuid, replyToId: 'x' },
    },
    {
      label: 'a reply to another conversation',
      status: 400,
      json: { text: 'hi', clientId: uuid, replyToId: '{otherMessage}' },
    },
    {
      label: 'a reply to nothing',
      status: 400,
      json: { text: 'hi', clientId: uuid, replyToId: uuid },
    },
    {
      label: 'a mention of a non-member',
      status: 400,
      json: { text: `hi <@${uuid}>`, clientId: uuid },
    },
    { label: 'a mention of a guest', status: 400, json: { text: 'hi <@{guest}>', clientId: uuid } },
    {
      label: 'too many mentions',
      status: 400,
      json: {
        text: Array.from(
          { length: 21 },
          (_, i) => `<@${uuid.slice(0, -2)}${String(i).padStart(2, '0')}>`,
        ).join(' '),
        clientId: uuid,
      },
    },
  ],
  'PATCH /chat/channels/:id/messages/:messageId': [
    { label: 'text empty', status: 400, json: { text: '' } },
    { label: 'text wrong type', status: 400, json: { text: 5 } },
    {
      label: 'bad message id',
      status: 400,
      path: '/chat/channels/{channel}/messages/x',
      json: { text: 'hi' },
    },
    {
      label: 'unknown message',
      status: 404,
      path: `/chat/channels/{channel}/messages/${uuid}`,
      json: { text: 'hi' },
    },
    { label: 'a mention of a non-member', status: 400, json: { text: `hi <@${uuid}>` } },
  ],
  'POST /chat/channels/:id/messages/:messageId/reactions': [
    { label: 'emoji missing', status: 400, json: { reacted: true } },
    { label: 'not an emoji', status: 400, json: { emoji: 'abc', reacted: true } },
    { label: 'two emoji', status: 400, json: { emoji: '👍👍', reacted: true } },
    { label: 'reacted not a boolean', status: 400, json: { emoji: '👍', reacted: 'yes' } },
    {
      label: 'a 21st different reaction',
      status: 409,
      path: '/chat/channels/{channel}/messages/{fullMessage}/reactions',
      json: { emoji: '🦄', reacted: true },
    },
    {
      label: 'unknown message',
      status: 404,
      path: `/chat/channels/{channel}/messages/${uuid}/reactions`,
      json: { emoji: '👍', reacted: true },
    },
    {
      label: 'a message of another conversation',
      status: 404,
      path: '/chat/channels/{channel}/messages/{otherMessage}/reactions',
      json: { emoji: '👍', reacted: true },
    },
  ],
  'PUT /chat/channels/:id/messages/:messageId/pin': [
    { label: 'bad message id', status: 400, path: '/chat/channels/{channel}/messages/x/pin' },
    {
      label: 'unknown message',
      status: 404,
      path: `/chat/channels/{channel}/messages/${uuid}/pin`,
    },
    {
      label: 'a message of another conversation',
      status: 404,
      path: '/chat/channels/{channel}/messages/{otherMessage}/pin',
    },
  ],
  'DELETE /chat/channels/:id/messages/:messageId/pin': [
    { label: 'bad message id', status: 400, path: '/chat/channels/{channel}/messages/x/pin' },
    {
      label: 'unknown message',
      status: 404,
      path: `/chat/channels/{channel}/messages/${uuid}/pin`,
    },
  ],
  'POST /chat/channels/:id/messages/:messageId/unread': [
    { label: 'bad message id', status: 400, path: '/chat/channels/{channel}/messages/x/unread' },
    {
      label: 'unknown message',
      status: 404,
      path: `/chat/channels/{channel}/messages/${uuid}/unread`,
    },
    { label: 'one’s own message', status: 409 },
  ],
  'PATCH /chat/settings': [
    { label: 'readReceipts missing', status: 400, json: {} },
    { label: 'readReceipts not a boolean', status: 400, json: { readReceipts: 'off' } },
  ],
  'POST /chat/channels/:id/read': [
    { label: 'seq missing', status: 400, json: {} },
    { label: 'seq negative', status: 400, json: { seq: -1 } },
    { label: 'seq not whole', status: 400, json: { seq: 1.5 } },
    { label: 'seq a text', status: 400, json: { seq: '3' } },
  ],
};

const DAY = 24 * 3600_000;
const PAST = new Date(Date.now() - DAY).toISOString();
const SOON = new Date(Date.now() + 7 * DAY).toISOString();
const FAR = new Date(Date.now() + 400 * DAY).toISOString();
const SEND = '/documents/{template}/send';
/** Reminder schedules out of range, sent to `clientId`. */
const scheduleVariants = (clientId: string): Variant[] => [
  {
    label: 'reminders every 0 days',
    status: 400,
    json: { clientIds: [clientId], reminders: { everyDays: 0, maxCount: 2 } },
  },
  {
    label: 'reminders too many',
    status: 400,
    json: { clientIds: [clientId], reminders: { everyDays: 3, maxCount: 11 } },
  },
  {
    label: 'reminders not whole',
    status: 400,
    json: { clientIds: [clientId], reminders: { everyDays: 1.5, maxCount: 2 } },
  },
  {
    label: 'reminders unknown part',
    status: 400,
    json: { clientIds: [clientId], reminders: { everyDays: 3, maxCount: 2, at: '09:00' } },
  },
];

/**
 * Documents: `{document}` and `{copy}` in a path stand for the provider's form and its copy sent
 * to a client (made before the runs); the caller is the provider.
 */
const documentBodies: Partial<Record<RouteKey, Variant[]>> = {
  'PATCH /documents/:id': [
    { label: 'empty change', status: 400, json: {} },
    { label: 'title blank', status: 400, json: { title: '  ' } },
    { label: 'title too long', status: 400, json: { title: long(201) } },
    { label: 'fields not a list', status: 400, json: { fields: { page: 1 } } },
    {
      label: 'field type unknown',
      status: 400,
      json: { fields: [{ ...field(), type: 'stamp' }] },
    },
    { label: 'field outside its page', status: 400, json: { fields: [{ ...field(), x: 0.9 }] } },
    { label: 'field page zero', status: 400, json: { fields: [{ ...field(), page: 0 }] } },
    { label: 'field on a page the PDF lacks', status: 400, json: { fields: [field(2)] } },
    {
      label: 'one field id twice',
      status: 400,
      json: {
        fields: [
          { ...field(), id: uuid },
          { ...field(), id: uuid },
        ],
      },
    },
    { label: 'bad id', status: 400, path: '/documents/x', json: { title: 'X' } },
    { label: 'unknown id', status: 404, path: `/documents/${uuid}`, json: { title: 'X' } },
  ],
  'POST /documents/:id/shares': [
    { label: 'clientIds missing', status: 400, json: {} },
    { label: 'clientIds empty', status: 400, json: { clientIds: [] } },
    { label: 'clientIds not ids', status: 400, json: { clientIds: ['bob'] } },
    {
      label: 'clientIds too many',
      status: 400,
      json: { clientIds: Array.from({ length: 51 }, () => uuid) },
    },
    { label: 'clientIds nobody', status: 404, json: { clientIds: [uuid] } },
    { label: 'dueAt in the past', status: 400, json: { clientIds: ['{member}'], dueAt: PAST } },
    { label: 'dueAt too far', status: 400, json: { clientIds: ['{member}'], dueAt: FAR } },
    { label: 'dueAt not a time', status: 400, json: { clientIds: ['{member}'], dueAt: 'soon' } },
    ...scheduleVariants('{member}'),
    {
      label: 'unknown document',
      status: 404,
      path: `/documents/${uuid}/shares`,
      json: { clientIds: [uuid] },
    },
  ],
  // Templates and packets (issue 35): `{template}` and `{packet}` are the provider's.
  'POST /documents/:id/send': [
    { label: 'a form, not a template', status: 400, json: { clientIds: ['{member}'] } },
    { label: 'clientIds missing', status: 400, path: SEND, json: {} },
    { label: 'clientIds nobody', status: 404, path: SEND, json: { clientIds: [uuid] } },
    {
      label: 'dueAt in the past',
      status: 400,
      path: SEND,
      json: { clientIds: ['{member}'], dueAt: PAST },
    },
    ...scheduleVariants('{member}').map((variant) => ({ ...variant, path: SEND })),
    { label: 'unknown template', status: 404, path: `/documents/${uuid}/send`, json: {} },
  ],
  'POST /documents/:id/shares/:shareId/extend': [
    { label: 'dueAt missing', status: 400, json: {} },
    { label: 'dueAt in the past', status: 400, json: { dueAt: PAST } },
    { label: 'dueAt too far', status: 400, json: { dueAt: FAR } },
    { label: 'dueAt not a time', status: 400, json: { dueAt: '2026-13-40' } },
    {
      label: 'unknown copy',
      status: 404,
      path: `/documents/{document}/shares/${uuid}/extend`,
      json: { dueAt: SOON },
    },
  ],
  'POST /packets': [
    { label: 'title missing', status: 400, json: { templateIds: ['{template}'] } },
    {
      label: 'title too long',
      status: 400,
      json: { title: long(201), templateIds: ['{template}'] },
    },
    { label: 'no template', status: 400, json: { title: 'P', templateIds: [] } },
    { label: 'templateIds not ids', status: 400, json: { title: 'P', templateIds: ['x'] } },
    {
      label: 'one template twice',
      status: 400,
      json: { title: 'P', templateIds: ['{template}', '{template}'] },
    },
    {
      label: 'too many templates',
      status: 400,
      json: { title: 'P', templateIds: Array.from({ length: 11 }, () => randomUUID()) },
    },
    { label: 'a template of nobody', status: 400, json: { title: 'P', templateIds: [uuid] } },
    {
      label: 'a form, not a template',
      status: 400,
      json: { title: 'P', templateIds: ['{document}'] },
    },
    {
      label: 'sendOnApproval not a flag',
      status: 400,
      json: { title: 'P', templateIds: ['{template}'], sendOnApproval: 'yes' },
    },
  ],
  'PATCH /packets/:id': [
    { label: 'empty change', status: 400, json: {} },
    { label: 'title blank', status: 400, json: { title: ' ' } },
    { label: 'no template', status: 400, json: { templateIds: [] } },
    { label: 'a template of nobody', status: 400, json: { templateIds: [uuid] } },
    { label: 'bad id', status: 400, path: '/packets/x', json: { title: 'P' } },
    { label: 'unknown packet', status: 404, path: `/packets/${uuid}`, json: { title: 'P' } },
  ],
  'POST /packets/:id/send': [
    { label: 'clientIds missing', status: 400, json: {} },
    { label: 'clientIds nobody', status: 404, json: { clientIds: [uuid] } },
    { label: 'dueAt in the past', status: 400, json: { clientIds: ['{member}'], dueAt: PAST } },
    ...scheduleVariants('{member}'),
    {
      label: 'unknown packet',
      status: 404,
      path: `/packets/${uuid}/send`,
      json: { clientIds: ['{member}'] },
    },
  ],
  'POST /documents/:id/shares/:shareId/decline': [
    { label: 'reason missing', status: 400, json: {} },
    { label: 'reason blank', status: 400, json: { reason: '' } },
    { label: 'reason too long', status: 400, json: { reason: long(501) } },
    { label: 'reason NUL', status: 400, json: { reason: 'a\u0000b' } },
    // The provider is not the client it was sent to.
    { label: 'not its client', status: 403, json: { reason: 'No' } },
    {
      label: 'unknown copy',
      status: 404,
      path: `/documents/{document}/shares/${uuid}/decline`,
      json: { reason: 'No' },
    },
  ],
  'POST /documents/:id/shares/:shareId/void': [
    { label: 'reason too long', status: 400, json: { reason: long(501) } },
    { label: 'reason wrong type', status: 400, json: { reason: 5 } },
    {
      label: 'bad copy id',
      status: 400,
      path: '/documents/{document}/shares/x/void',
      json: { reason: 'X' },
    },
    {
      label: 'unknown copy',
      status: 404,
      path: `/documents/{document}/shares/${uuid}/void`,
      json: { reason: 'X' },
    },
  ],
};

/** A multipart body of these parts (a part with `file` is a file of that type). */
const multipart = (
  parts: { name: string; value: string; file?: { name: string; type: string } }[],
) => ({
  type: 'multipart/form-data; boundary=b',
  body: `${parts
    .map(
      (part) =>
        `--b\r\nContent-Disposition: form-data; name="${part.name}"${
          part.file ? `; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}` : ''
        }\r\n\r\n${part.value}\r\n`,
    )
    .join('')}--b--\r\n`,
});
const pdfPart = (value: string) => ({
  name: 'file',
  value,
  file: { name: 'x.pdf', type: 'application/pdf' },
});

const documentOthers: Partial<Record<RouteKey, Variant[]>> = {
  'POST /documents': [
    { label: 'JSON instead of multipart', status: 415, json: { title: 'A' } },
    { label: 'no body', status: 415, noBody: true },
    {
      label: 'title missing',
      status: 400,
      raw: multipart([pdfPart('%PDF-1.7\n%%EOF\n')]),
    },
    {
      label: 'title too long',
      status: 400,
      raw: multipart([{ name: 'title', value: long(201) }, pdfPart('%PDF-1.7\n%%EOF\n')]),
    },
    { label: 'no file', status: 400, raw: multipart([{ name: 'title', value: 'A' }]) },
    {
      label: 'HTML named .pdf',
      status: 415,
      raw: multipart([{ name: 'title', value: 'A' }, pdfPart('<html><script>alert(1)</script>')]),
    },
    {
      label: 'a damaged PDF',
      status: 400,
      raw: multipart([
        { name: 'title', value: 'A' },
        pdfPart('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\n%%EOF\n'),
      ]),
    },
    {
      label: 'kind unknown',
      status: 400,
      raw: multipart([
        { name: 'title', value: 'A' },
        { name: 'kind', value: 'letter' },
        pdfPart('%PDF-1.7\n%%EOF\n'),
      ]),
    },
    {
      label: 'providerId from a provider',
      status: 400,
      raw: multipart([
        { name: 'title', value: 'A' },
        { name: 'providerId', value: uuid },
        pdfPart('%PDF-1.7\n%%EOF\n'),
      ]),
    },
    {
      label: 'unknown part',
      status: 400,
      raw: multipart([
        { name: 'title', value: 'A' },
        { name: 'ownerId', value: uuid },
      ]),
    },
  ],
  'GET /documents/sending-defaults': [
    { label: 'unknown query', status: 400, path: '/documents/sending-defaults?for=x' },
  ],
  'DELETE /documents/:id': [
    { label: 'a form, not a template', status: 400 },
    { label: 'bad id', status: 400, path: '/documents/x' },
    { label: 'unknown template', status: 404, path: `/documents/${uuid}` },
  ],
  'GET /packets': [{ label: 'unknown query', status: 400, path: '/packets?all=1' }],
  'DELETE /packets/:id': [
    { label: 'bad id', status: 400, path: '/packets/x' },
    { label: 'unknown packet', status: 404, path: `/packets/${uuid}` },
  ],
  'GET /documents': [
    { label: 'status unknown', status: 400, path: '/documents?status=lost' },
    { label: 'kind unknown', status: 400, path: '/documents?kind=letter' },
    { label: 'q too long', status: 400, path: `/documents?q=${long(201)}` },
    { label: 'q twice', status: 400, path: '/documents?q=a&q=b' },
  ],
  'GET /documents/:id': [
    { label: 'bad id', status: 400, path: '/documents/1' },
    { label: 'unknown id', status: 404, path: `/documents/${uuid}` },
  ],
  'GET /documents/:id/file': [
    { label: 'bad id', status: 400, path: '/documents/x/file' },
    { label: 'unknown id', status: 404, path: `/documents/${uuid}/file` },
  ],
  'GET /documents/:id/shares': [
    { label: 'bad id', status: 400, path: '/documents/x/shares' },
    { label: 'unknown id', status: 404, path: `/documents/${uuid}/shares` },
  ],
  'GET /documents/:id/shares/:shareId': [
    { label: 'bad copy id', status: 400, path: '/documents/{document}/shares/x' },
    { label: 'unknown copy', status: 404, path: `/documents/{document}/shares/${uuid}` },
  ],
  'POST /documents/:id/shares/:shareId/sign': [
    { label: 'JSON instead of multipart', status: 415, json: { signatureText: 'A' } },
    { label: 'no body', status: 415, noBody: true },
    {
      label: 'values not JSON',
      status: 400,
      raw: multipart([{ name: 'values', value: '{"a":' }]),
    },
    {
      label: 'values not by field id',
      status: 400,
      raw: multipart([{ name: 'values', value: '{"name":"A"}' }]),
    },
    {
      label: 'useSavedSignature not a flag',
      status: 400,
      raw: multipart([{ name: 'useSavedSignature', value: 'yes' }]),
    },
    {
      label: 'signatureText too long',
      status: 400,
      raw: multipart([{ name: 'signatureText', value: long(101) }]),
    },
    {
      label: 'a signature that is not a PNG',
      status: 415,
      raw: multipart([
        { name: 'signature', value: 'GIF89a', file: { name: 's.png', type: 'image/png' } },
      ]),
    },
    // The provider is not the client it was sent to.
    {
      label: 'not its client',
      status: 403,
      raw: multipart([{ name: 'signatureText', value: 'Jane' }]),
    },
  ],
  'POST /documents/:id/shares/:shareId/uploads': [
    { label: 'JSON instead of multipart', status: 415, json: { fieldId: uuid } },
    { label: 'no body', status: 415, noBody: true },
    { label: 'fieldId not an id', status: 400, raw: multipart([{ name: 'fieldId', value: 'x' }]) },
    { label: 'unknown part', status: 400, raw: multipart([{ name: 'name', value: 'x' }]) },
    {
      label: 'HTML named .png',
      status: 415,
      raw: multipart([
        { name: 'fieldId', value: uuid },
        { name: 'upload', value: '<html></html>', file: { name: 'x.png', type: 'image/png' } },
      ]),
    },
    // The provider is not the client it was sent to.
    {
      label: 'not its client',
      status: 403,
      raw: multipart([
        { name: 'fieldId', value: uuid },
        {
          name: 'upload',
          value: '%PDF-1.7\n%%EOF\n',
          file: { name: 'x.pdf', type: 'application/pdf' },
        },
      ]),
    },
  ],
  'GET /documents/:id/shares/:shareId/uploads/:uploadId': [
    { label: 'bad upload id', status: 400, path: '/documents/{document}/shares/{copy}/uploads/x' },
    {
      label: 'unknown upload',
      status: 404,
      path: `/documents/{document}/shares/{copy}/uploads/${uuid}`,
    },
  ],
  'DELETE /documents/:id/shares/:shareId/uploads/:uploadId': [
    { label: 'bad upload id', status: 400, path: '/documents/{document}/shares/{copy}/uploads/x' },
    // The provider is not the client it was sent to.
    {
      label: 'not its client',
      status: 403,
      path: `/documents/{document}/shares/{copy}/uploads/${uuid}`,
    },
  ],
  'GET /documents/:id/shares/:shareId/signed': [
    { label: 'not signed yet', status: 404, path: '/documents/{document}/shares/{copy}/signed' },
    { label: 'unknown copy', status: 404, path: `/documents/{document}/shares/${uuid}/signed` },
  ],
  'POST /verify': [
    { label: 'JSON instead of multipart', status: 415, json: { file: 'x' } },
    { label: 'no body', status: 415, noBody: true },
    { label: 'no file', status: 400, raw: multipart([]) },
    { label: 'unknown part', status: 400, raw: multipart([{ name: 'id', value: uuid }]) },
    {
      label: 'not a PDF',
      status: 415,
      raw: multipart([pdfPart('<html><script>alert(1)</script>')]),
    },
  ],
};

const chatOthers: Partial<Record<RouteKey, Variant[]>> = {
  'GET /chat/contacts': [{ label: 'unknown query', status: 400, path: '/chat/contacts?all=1' }],
  'GET /chat/channels': [{ label: 'unknown query', status: 400, path: '/chat/channels?type=x' }],
  'GET /chat/channels/:id': [
    { label: 'bad id', status: 400, path: '/chat/channels/1' },
    { label: 'unknown id', status: 404, path: `/chat/channels/${uuid}` },
  ],
  'DELETE /chat/channels/:id': [
    { label: 'bad id', status: 400, path: '/chat/channels/x' },
    { label: 'unknown id', status: 404, path: `/chat/channels/${uuid}` },
    { label: 'a body', status: 400, json: { confirm: true } },
  ],
  'GET /chat/channels/:id/pins': [
    { label: 'bad id', status: 400, path: '/chat/channels/x/pins' },
    { label: 'unknown id', status: 404, path: `/chat/channels/${uuid}/pins` },
  ],
  'GET /chat/channels/:id/messages/:messageId/versions': [
    { label: 'bad message id', status: 400, path: '/chat/channels/{channel}/messages/x/versions' },
    {
      label: 'unknown message',
      status: 404,
      path: `/chat/channels/{channel}/messages/${uuid}/versions`,
    },
    {
      label: 'a message of another conversation',
      status: 404,
      path: '/chat/channels/{channel}/messages/{otherMessage}/versions',
    },
  ],
  'GET /chat/settings': [
    { label: 'a body field as query', status: 400, path: '/chat/settings?readReceipts=false' },
  ],
  'GET /chat/channels/:id/members': [
    { label: 'bad id', status: 400, path: '/chat/channels/x/members' },
  ],
  'DELETE /chat/channels/:id/members/:memberId': [
    { label: 'bad member id', status: 400, path: '/chat/channels/{channel}/members/x' },
    { label: 'not a member', status: 404, path: `/chat/channels/{channel}/members/${uuid}` },
    { label: 'a body', status: 400, json: { reason: 'x' } },
  ],
  'GET /chat/channels/:id/messages': [
    {
      label: 'after and before',
      status: 400,
      path: '/chat/channels/{channel}/messages?after=1&before=3',
    },
    { label: 'after not a number', status: 400, path: '/chat/channels/{channel}/messages?after=x' },
    { label: 'before negative', status: 400, path: '/chat/channels/{channel}/messages?before=-1' },
    { label: 'limit zero', status: 400, path: '/chat/channels/{channel}/messages?limit=0' },
    { label: 'limit too large', status: 400, path: '/chat/channels/{channel}/messages?limit=201' },
    {
      label: 'after too large',
      status: 400,
      path: '/chat/channels/{channel}/messages?after=99999999999',
    },
  ],
  'POST /chat/channels/:id/attachments': [
    { label: 'JSON instead of multipart', status: 415, json: { clientId: uuid } },
    { label: 'no body', status: 415, noBody: true },
    {
      label: 'a text file',
      status: 415,
      raw: {
        body: `--b\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n${uuid}\r\n--b\r\nContent-Disposition: form-data; name="attachment"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n<script>alert(1)</script>\r\n--b--\r\n`,
        type: 'multipart/form-data; boundary=b',
      },
    },
    {
      label: 'clientId missing',
      status: 400,
      raw: {
        body: '--b\r\nContent-Disposition: form-data; name="text"\r\n\r\nhi\r\n--b--\r\n',
        type: 'multipart/form-data; boundary=b',
      },
    },
    {
      label: 'no file',
      status: 400,
      raw: {
        body: `--b\r\nContent-Disposition: form-data; name="clientId"\r\n\r\n${uuid}\r\n--b--\r\n`,
        type: 'multipart/form-data; boundary=b',
      },
    },
  ],
  'GET /chat/channels/:id/messages/:messageId/attachment': [
    {
      label: 'bad message id',
      status: 400,
      path: '/chat/channels/{channel}/messages/x/attachment',
    },
    {
      label: 'no file',
      status: 404,
      path: '/chat/channels/{channel}/messages/{message}/attachment',
    },
  ],
  'DELETE /chat/channels/:id/messages/:messageId': [
    { label: 'unknown message', status: 404, path: `/chat/channels/{channel}/messages/${uuid}` },
    { label: 'a body', status: 400, json: { forEveryone: true } },
  ],
  'GET /chat/search': [
    { label: 'q missing', status: 400, path: '/chat/search' },
    { label: 'q blank', status: 400, path: '/chat/search?q=%20%20' },
    { label: 'q too long', status: 400, path: `/chat/search?q=${long(201)}` },
    { label: 'limit too large', status: 400, path: '/chat/search?q=a&limit=51' },
    { label: 'from unknown', status: 400, path: `/chat/search?from=${uuid}` },
    { label: 'from not an id', status: 400, path: '/chat/search?q=a&from=maya' },
    { label: 'in unknown', status: 400, path: `/chat/search?in=${uuid}` },
    { label: 'has not file', status: 400, path: '/chat/search?has=image' },
    { label: 'after malformed', status: 400, path: '/chat/search?after=2026-13-01' },
    { label: 'before not a day', status: 400, path: '/chat/search?before=yesterday' },
    {
      label: 'after the before',
      status: 400,
      path: '/chat/search?after=2026-03-02&before=2026-03-01',
    },
    { label: 'sort unknown', status: 400, path: '/chat/search?q=a&sort=oldest' },
    { label: 'only a sort', status: 400, path: '/chat/search?sort=newest' },
  ],
  'GET /chat/search/people': [
    { label: 'unknown query', status: 400, path: '/chat/search/people?q=maya' },
  ],
  'GET /chat/presence': [{ label: 'unknown query', status: 400, path: '/chat/presence?of=x' }],
};

/** Routes without a JSON body: their own bad queries and params. */
const nonJson: Partial<Record<RouteKey, Variant[]>> = {
  'GET /auth/profile-picture/:fileName': [
    { label: 'traversal', status: 400, path: '/auth/profile-picture/..%2Fjwt-secret' },
    {
      label: 'bad extension',
      status: 400,
      path: '/auth/profile-picture/AAAAAAAAAAAAAAAAAAAA.html',
    },
  ],
  'GET /auth/get-all-valid-users': [
    { label: 'unknown query', status: 400, path: '/auth/get-all-valid-users?admin=1' },
  ],
  'GET /auth/blocked-members': [
    { label: 'unknown query', status: 400, path: '/auth/blocked-members?x=1' },
  ],
  'GET /auth/get-all-users': [
    { label: 'unknown query', status: 400, path: '/auth/get-all-users?password=1' },
    { label: 'bad role', status: 400, path: '/auth/get-all-users?role=god' },
  ],
  'GET /clients': [
    { label: 'bad providerId', status: 400, path: '/clients?providerId=x' },
    { label: 'unknown query', status: 400, path: '/clients?limit=5' },
  ],
  'GET /clients/:id': [
    { label: 'bad id', status: 400, path: '/clients/123' },
    { label: 'unknown id', status: 404, path: `/clients/${uuid}` },
  ],
  'GET /providers': [{ label: 'unknown query', status: 400, path: '/providers?all=1' }],
  'GET /notifications': [
    { label: 'limit zero', status: 400, path: '/notifications?limit=0' },
    { label: 'limit not a number', status: 400, path: '/notifications?limit=ten' },
    { label: 'limit too large', status: 400, path: '/notifications?limit=1000' },
    { label: 'unread not a flag', status: 400, path: '/notifications?unread=maybe' },
    { label: 'before not an id', status: 400, path: '/notifications?before=x' },
    { label: 'before unknown', status: 404, path: `/notifications?before=${uuid}` },
  ],
  'PATCH /notifications/:id/read': [
    { label: 'bad id', status: 400, path: '/notifications/x/read' },
    { label: 'unknown id', status: 404, path: `/notifications/${uuid}/read` },
    { label: 'a body', status: 400, json: { all: true } },
  ],
  'POST /notifications/read-all': [{ label: 'a body', status: 400, json: { ids: [] } }],
  'GET /sessions': [{ label: 'unknown query', status: 400, path: '/sessions?all=1' }],
  'POST /sessions/heartbeat': [{ label: 'a body', status: 400, json: { at: 1 } }],
  'POST /sessions/end-others': [{ label: 'a body', status: 400, json: { keep: 'x' } }],
  'DELETE /sessions/:id': [
    { label: 'bad id', status: 400, path: '/sessions/x' },
    { label: 'unknown id', status: 404, path: `/sessions/${uuid}` },
  ],
  'DELETE /users/:id/sessions': [
    { label: 'bad id', status: 400, path: '/users/x/sessions' },
    { label: 'unknown id', status: 404, path: `/users/${uuid}/sessions` },
  ],
  'GET /documents/signing-consent': [
    { label: 'unknown query', status: 400, path: '/documents/signing-consent?version=1' },
  ],
  'GET /practice/settings': [
    { label: 'unknown query', status: 400, path: '/practice/settings?all=1' },
  ],
  'GET /audit-log': [
    { label: 'unknown query', status: 400, path: '/audit-log?actor=x' },
    { label: 'bad action', status: 400, path: '/audit-log?action=login.maybe' },
    {
      label: 'two actions',
      status: 400,
      path: '/audit-log?action=login.success&action=user.block',
    },
    { label: 'bad person', status: 400, path: '/audit-log?person=x' },
    { label: 'from not a date', status: 400, path: '/audit-log?from=yesterday' },
    { label: 'from not a day', status: 400, path: '/audit-log?from=2026-02-30' },
    { label: 'to without a zone', status: 400, path: '/audit-log?to=2026-11-28T09:30:00' },
    { label: 'from after to', status: 400, path: '/audit-log?from=2026-11-29&to=2026-11-28' },
    { label: 'limit zero', status: 400, path: '/audit-log?limit=0' },
    { label: 'limit too large', status: 400, path: '/audit-log?limit=101' },
    { label: 'limit not a number', status: 400, path: '/audit-log?limit=ten' },
    { label: 'page zero', status: 400, path: '/audit-log?page=0' },
  ],
  'GET /audit-log/export.csv': [
    { label: 'paging (the export has none)', status: 400, path: '/audit-log/export.csv?page=2' },
    { label: 'bad action', status: 400, path: '/audit-log/export.csv?action=all' },
    { label: 'bad dates', status: 400, path: '/audit-log/export.csv?from=2026-13-01' },
  ],
  'GET /audit-log/mine': [
    { label: 'another person', status: 400, path: `/audit-log/mine?person=${uuid}` },
  ],
  'GET /notifications/preferences': [
    { label: 'unknown query', status: 400, path: '/notifications/preferences?type=x' },
  ],
  'GET /providers/:id': [
    { label: 'bad id', status: 400, path: '/providers/x' },
    { label: 'unknown id', status: 404, path: `/providers/${uuid}` },
  ],
  'PATCH /auth/update-me': [
    { label: 'JSON instead of multipart', status: 415, json: { fullName: 'A' } },
    { label: 'no body', status: 415, noBody: true },
  ],
};

/**
 * Invitations and guest sessions: `{invitation}` is an open invitation of the provider into the
 * group made above; the guest routes are called with the token of a guest who joined by it.
 */
const unknownInvitation = 'AAAAAAAAAAAAAAAAAAAAAA';
const invitationCases: Partial<Record<RouteKey, Variant[]>> = {
  'POST /chat/channels/:id/invitations': [
    { label: 'email not an e-mail', status: 400, json: { email: 'nope' } },
    { label: 'expiresInDays above 30', status: 400, json: { expiresInDays: 31 } },
    { label: 'expiresInDays not whole', status: 400, json: { expiresInDays: 1.5 } },
    { label: 'expiresInDays a text', status: 400, json: { expiresInDays: '7' } },
    { label: 'maxUses zero', status: 400, json: { maxUses: 0 } },
    { label: 'maxUses too many', status: 400, json: { maxUses: 101 } },
    { label: 'bad id', status: 400, path: '/chat/channels/x/invitations', json: {} },
    { label: 'unknown id', status: 404, path: `/chat/channels/${uuid}/invitations`, json: {} },
  ],
  'DELETE /chat/channels/:id/invitations/:invitationId': [
    { label: 'bad invitation id', status: 400, path: '/chat/channels/{channel}/invitations/x' },
    {
      label: 'invitation id too long',
      status: 400,
      path: `/chat/channels/{channel}/invitations/${unknownInvitation}A`,
    },
    {
      label: 'unknown invitation',
      status: 404,
      path: `/chat/channels/{channel}/invitations/${unknownInvitation}`,
    },
  ],
  'POST /chat/invitations': [
    { label: 'email not an e-mail', status: 400, json: { email: 'a@' } },
    { label: 'expiresInDays zero', status: 400, json: { expiresInDays: 0 } },
    { label: 'maxUses (one person only)', status: 400, json: { maxUses: 5 } },
  ],
  'DELETE /chat/invitations/:id': [
    { label: 'bad id', status: 400, path: '/chat/invitations/x' },
    { label: 'a channel id', status: 400, path: `/chat/invitations/${uuid}` },
    { label: 'unknown id', status: 404, path: `/chat/invitations/${unknownInvitation}` },
  ],
  'POST /invitations/:id/accept': [
    { label: 'bad id', status: 400, path: '/invitations/x/accept' },
    { label: 'unknown id', status: 404, path: `/invitations/${unknownInvitation}/accept` },
    { label: 'a body', status: 400, json: { as: 'account' } },
  ],
  'POST /invitations/:id/join': [
    { label: 'displayName missing', status: 400, json: { email: 'g@example.com' } },
    { label: 'displayName blank', status: 400, json: { displayName: '   ' } },
    { label: 'displayName too long', status: 400, json: { displayName: long(81) } },
    { label: 'displayName NUL', status: 400, json: { displayName: 'a\u0000' } },
    { label: 'email not an e-mail', status: 400, json: { displayName: 'G', email: 'x' } },
    { label: 'email missing (unbound link)', status: 400, json: { displayName: 'G' } },
    {
      label: 'unknown invitation',
      status: 404,
      path: `/invitations/${unknownInvitation}/join`,
      json: { displayName: 'G', email: 'g@example.com' },
    },
  ],
  'POST /guest/resume': [
    { label: 'token missing', status: 400, json: {} },
    { label: 'token too short', status: 400, json: { token: 'abc' } },
    { label: 'token odd characters', status: 400, json: { token: `${'a'.repeat(30)} <x>` } },
    { label: 'token forged', status: 401, json: { token: `${'a'.repeat(20)}.${'b'.repeat(20)}` } },
  ],
  'POST /guest/session': [{ label: 'a body', status: 400, json: { renew: true } }],
};

/** The invitation routes without a body. */
const invitationGets: Partial<Record<RouteKey, Variant[]>> = {
  'GET /chat/channels/:id/invitations': [
    { label: 'bad id', status: 400, path: '/chat/channels/x/invitations' },
    { label: 'unknown id', status: 404, path: `/chat/channels/${uuid}/invitations` },
  ],
  'GET /chat/invitations': [
    { label: 'unknown query', status: 400, path: '/chat/invitations?all=1' },
  ],
  'GET /invitations/:id': [
    { label: 'bad id', status: 400, path: '/invitations/%00' },
    { label: 'unknown id', status: 404, path: `/invitations/${unknownInvitation}` },
  ],
};

/** Routes whose JSON body may be left out. */
const OPTIONAL_BODY: RouteKey[] = ['POST /auth/get-me', 'POST /documents/:id/shares/:shareId/void'];

/** The second sign-in step and one's second factors (issue 33). */
const challenge = 'c'.repeat(43);
const secondFactorBodies: Partial<Record<RouteKey, Variant[]>> = {
  'POST /auth/login/second-factor': [
    { label: 'no method', status: 400, json: { challenge } },
    { label: 'code not 6 digits', status: 400, json: { challenge, code: '12a456' } },
    {
      label: 'two methods',
      status: 400,
      json: { challenge, code: '123456', recoveryCode: 'AAAAA-BBBBB' },
    },
    {
      label: 'recovery code of other letters',
      status: 400,
      json: { challenge, recoveryCode: '0189' },
    },
    { label: 'challenge not ours', status: 400, json: { challenge: 'a b', code: '123456' } },
    { label: 'unknown challenge', status: 401, json: { challenge, code: '123456' } },
  ],
  'POST /auth/passkey/login': [
    { label: 'passkey not an object', status: 400, json: { challenge, passkey: 'x' } },
    {
      label: 'signature not base64url',
      status: 400,
      json: {
        challenge,
        passkey: {
          ...fakeAttestation,
          response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: '+/=' },
        },
      },
    },
  ],
  'POST /two-factor/totp/confirm': [
    { label: 'code missing', status: 400, json: {} },
    { label: 'code too short', status: 400, json: { code: '123' } },
    { label: 'no set-up started', status: 409, json: { code: '123456' } },
  ],
  'DELETE /two-factor/totp': [
    { label: 'password missing', status: 400, json: { code: '123456' } },
    { label: 'code too long', status: 400, json: { password: 'x', code: long(41) } },
    { label: 'wrong password', status: 403, json: { password: 'not it', code: '123456' } },
  ],
  'POST /two-factor/recovery-codes': [
    { label: 'password missing', status: 400, json: {} },
    { label: 'wrong password', status: 403, json: { password: 'not it' } },
  ],
  'POST /two-factor/passkeys': [
    { label: 'name missing', status: 400, json: { challenge, passkey: fakeAttestation } },
    {
      label: 'name too long',
      status: 400,
      json: { challenge, name: long(61), passkey: fakeAttestation },
    },
    {
      label: 'attestation too large',
      status: 400,
      json: {
        challenge,
        name: 'Key',
        passkey: {
          ...fakeAttestation,
          response: { clientDataJSON: 'e30', attestationObject: long(20_000) },
        },
      },
    },
    {
      label: 'stale challenge',
      status: 400,
      json: { challenge, name: 'Key', passkey: fakeAttestation },
    },
  ],
  'PATCH /two-factor/passkeys/:id': [
    { label: 'name empty', status: 400, json: { name: ' ' } },
    { label: 'name too long', status: 400, json: { name: long(61) } },
  ],
  'DELETE /two-factor/passkeys/:id': [
    { label: 'password missing', status: 400, json: {} },
    { label: 'wrong password', status: 403, json: { password: 'not it' } },
  ],
};
const secondFactorOthers: Partial<Record<RouteKey, Variant[]>> = {
  'POST /auth/passkey/options': [{ label: 'a body', status: 400, json: { user: 'x' } }],
  'GET /two-factor': [{ label: 'unknown query', status: 400, path: '/two-factor?all=1' }],
  'POST /two-factor/totp/setup': [{ label: 'a body', status: 400, json: { secret: 'x' } }],
  'POST /two-factor/passkeys/options': [{ label: 'a body', status: 400, json: { name: 'x' } }],
  'PATCH /two-factor/passkeys/:id': [
    { label: 'bad id', status: 400, path: '/two-factor/passkeys/x' },
    { label: 'unknown id', status: 404, path: `/two-factor/passkeys/${uuid}` },
  ],
  'DELETE /users/:id/two-factor': [
    { label: 'bad id', status: 400, path: '/users/x/two-factor' },
    { label: 'unknown id', status: 404, path: `/users/${uuid}/two-factor` },
  ],
};

const bodyCases = {
  ...specific,
  ...chatBodies,
  ...documentBodies,
  ...invitationCases,
  ...secondFactorBodies,
};
const otherCases = {
  ...nonJson,
  ...chatOthers,
  ...documentOthers,
  ...invitationGets,
  ...secondFactorOthers,
};

describe.each(pgliteOnly)('bad input on every route (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let admin: string;
  let recordId: string;
  let notificationId: string;
  let chat: {
    channel: string;
    message: string;
    member: string;
    otherMessage: string;
    fullMessage: string;
    guest: string;
  };
  let docs: { document: string; copy: string; template: string; packet: string };
  let invitationId: string;
  let guestToken: string;
  let memberToken: string;
  let passkeyId: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    provider = await createApproved(t, 'provider');
    admin = await superadminToken(t);
    const record = await t.api<TClientResponse>('POST', '/clients', {
      token: provider.token,
      json: { fullName: 'Kept', email: uniqueEmail('kept'), licenseNo: 'KEEP-1' },
    });
    recordId = record.body.data.id;
    await notify(t.server.ctx, {
      recipientId: provider.id,
      type: 'account-status',
      title: 'Kept',
      message: 'A notification of the provider.',
    });
    const [stored] = await t.server.ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.recipientId, provider.id));
    notificationId = stored?.id ?? '';
    const member = await createApproved(t, 'client', 'member');
    await linkClient(t, provider, member);
    memberToken = member.token;
    const group = await t.api<TChannelResponse>('POST', '/chat/channels', {
      token: provider.token,
      json: { type: 'group', name: 'Kept', memberIds: [member.id] },
    });
    const message = await t.api<TChatMessageResponse>(
      'POST',
      `/chat/channels/${group.body.data.id}/messages`,
      { token: provider.token, json: { text: 'Kept', clientId: randomUUID() } },
    );
    const sendTo = async (channelId: string, text: string) =>
      (
        await t.api<TChatMessageResponse>('POST', `/chat/channels/${channelId}/messages`, {
          token: provider.token,
          json: { text, clientId: randomUUID() },
        })
      ).body.data.id;
    const elsewhere = await t.api<TChannelResponse>('POST', '/chat/channels', {
      token: provider.token,
      json: { type: 'group', name: 'Elsewhere', memberIds: [] },
    });
    // A message with 20 different reactions already: a 21st is refused.
    const fullMessage = await sendTo(group.body.data.id, 'Much liked');
    for (const emoji of FULL_REACTIONS) {
      await t.api(
        'POST',
        `/chat/channels/${group.body.data.id}/messages/${fullMessage}/reactions`,
        {
          token: provider.token,
          json: { emoji, reacted: true },
        },
      );
    }
    invitationId = (await inviteToGroup(t, provider, group.body.data.id)).id;
    const guest = await joinAsGuest(t, invitationId);
    guestToken = guest.token;
    chat = {
      channel: group.body.data.id,
      message: message.body.data.id,
      member: member.id,
      otherMessage: await sendTo(elsewhere.body.data.id, 'Elsewhere'),
      fullMessage,
      guest: guest.id,
    };
    const form = await addDocument(t, provider);
    const template = await addTemplate();
    const packet = await t.api<{ data: { id: string } }>('POST', '/packets', {
      token: provider.token,
      json: { title: 'Kept', templateIds: [template.id] },
    });
    docs = {
      document: form.id,
      copy: (await shareWith(t, provider, form.id, member.id)).id,
      template: template.id,
      packet: packet.body.data.id,
    };
    passkeyId = await storedPasskey(t, provider.id);
  });
  /** A chat path with the ids of the channel, message and member made above. */
  const withChatIds = (path: string) =>
    path
      .replaceAll('{channel}', chat.channel)
      .replaceAll('{message}', chat.message)
      .replaceAll('{member}', chat.member)
      .replaceAll('{otherMessage}', chat.otherMessage)
      .replaceAll('{fullMessage}', chat.fullMessage)
      .replaceAll('{guest}', chat.guest)
      .replaceAll('{document}', docs.document)
      .replaceAll('{copy}', docs.copy)
      .replaceAll('{template}', docs.template)
      .replaceAll('{packet}', docs.packet)
      .replaceAll('{invitation}', invitationId)
      .replaceAll('{session}', sessionIdOf(provider.token))
      .replaceAll('{passkey}', passkeyId);
  afterAll(() => t.close());

  /** A template of the provider's with one field: its id. */
  const addTemplate = async () => {
    const added = await t.api<{ data: { id: string } }>('POST', '/documents', {
      token: provider.token,
      body: uploadForm(await makePdf(), { title: 'Kept template', kind: 'template' }),
    });
    await t.api('PATCH', `/documents/${added.body.data.id}`, {
      token: provider.token,
      json: { fields: [field()] },
    });
    return added.body.data;
  };

  const snapshot = async () => {
    const db = t.server.ctx.db;
    return JSON.stringify([
      await db.select().from(users).orderBy(asc(users.id)),
      await db.select().from(clients).orderBy(asc(clients.id)),
      await db.select().from(blockedMembers),
      await db.select().from(passwordResets),
      await db.select().from(licenseCodes).orderBy(asc(licenseCodes.id)),
      await db.select().from(notifications).orderBy(asc(notifications.id)),
      await db.select().from(notificationPreferences),
      await db.select().from(chatChannels).orderBy(asc(chatChannels.id)),
      await db.select().from(chatMembers).orderBy(asc(chatMembers.id)),
      await db.select().from(chatMessages).orderBy(asc(chatMessages.id)),
      await db.select().from(chatMessageVersions).orderBy(asc(chatMessageVersions.id)),
      await db.select().from(chatPreferences).orderBy(asc(chatPreferences.userId)),
      await db.select().from(documents).orderBy(asc(documents.id)),
      await db.select().from(documentCopies).orderBy(asc(documentCopies.id)),
      await db.select().from(documentEvents).orderBy(asc(documentEvents.id)),
      await db.select().from(documentPackets).orderBy(asc(documentPackets.id)),
      await db
        .select()
        .from(documentPacketTemplates)
        .orderBy(asc(documentPacketTemplates.packetId)),
      await db.select().from(documentSendings).orderBy(asc(documentSendings.id)),
      await db.select().from(signingConsents).orderBy(asc(signingConsents.clientId)),
      await db.select().from(chatInvitations).orderBy(asc(chatInvitations.id)),
      await db.select().from(chatGuests).orderBy(asc(chatGuests.id)),
      await db.select().from(passkeys).orderBy(asc(passkeys.id)),
      await db.select().from(recoveryCodes).orderBy(asc(recoveryCodes.id)),
    ]);
  };

  const tokenFor = (key: RouteKey) => {
    const access = accessOf(key);
    if (access.kind === 'public') return undefined;
    if (access.kind === 'guest') return guestToken;
    const roles = access.roles as readonly string[] | undefined;
    if (roles?.length === 1 && roles[0] === 'client') return memberToken;
    if (roles && !roles.includes('provider')) return admin;
    return provider.token;
  };

  it('has bad-input cases for every route', () => {
    for (const key of ENDPOINT_KEYS) {
      const { method } = splitRouteKey(key);
      const hasCases = method === 'GET' ? otherCases[key] : bodyCases[key] || otherCases[key];
      expect(hasCases?.length ?? 0, key).toBeGreaterThan(0);
    }
  });

  for (const key of ENDPOINT_KEYS) {
    it(`${key} refuses bad input with a 4xx message and changes nothing`, async () => {
      const { method, path } = splitRouteKey(key);
      const concretePath = withChatIds(
        path
          .replace(
            ':id',
            key.includes('/notifications/')
              ? notificationId
              : key.includes('invitations/:id')
                ? '{invitation}'
                : key.includes(' /chat/channels/')
                  ? '{channel}'
                  : key.includes(' /documents/')
                    ? '{document}'
                    : key.includes(' /packets/')
                      ? '{packet}'
                      : key.includes(' /sessions/')
                        ? '{session}'
                        : key.includes('/two-factor/passkeys/')
                          ? '{passkey}'
                          : key.startsWith('GET /providers')
                            ? provider.id
                            : recordId,
          )
          .replace(':messageId', '{message}')
          .replace(':memberId', '{member}')
          .replace(':shareId', '{copy}')
          .replace(':invitationId', '{invitation}')
          .replace(':fileName', 'AAAAAAAAAAAAAAAAAAAAAA.png'),
      );
      const variants = [
        ...(!takesJsonBody(key)
          ? []
          : // Without a body, get-me reads the caller and a void gives no reason: both valid.
            jsonBodyVariants.filter((v) => !(OPTIONAL_BODY.includes(key) && v.noBody))),
        ...(bodyCases[key] ?? []),
        ...(otherCases[key] ?? []),
      ];
      // Every route refuses a query string it does not know.
      variants.push({
        label: 'unknown query',
        status: 400,
        path: `${concretePath}?bogus=1`,
      });
      const before = await snapshot();
      for (const v of variants) {
        const headers: Record<string, string> = {};
        let body: string | undefined;
        if (v.raw) {
          headers['content-type'] = v.raw.type;
          body = v.raw.body;
        }
        const answer = await t.api(method, withChatIds(v.path ?? concretePath), {
          token: tokenFor(key),
          headers,
          ...(v.json !== undefined
            ? { json: JSON.parse(withChatIds(JSON.stringify(v.json))) }
            : {}),
          ...(body !== undefined ? { body } : {}),
        });
        expect(answer.status, `${key}: ${v.label} (${answer.text})`).toBe(v.status);
        expect(typeof answer.body.message, `${key}: ${v.label}`).toBe('string');
        expect(answer.status).toBeLessThan(500);
        expect(String(answer.body.message).length).toBeGreaterThan(3);
      }
      expect(await snapshot(), key).toBe(before);
    });
  }
});
