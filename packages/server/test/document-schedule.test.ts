import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  COPY_EXPIRED_MESSAGE,
  DEFAULT_REMINDER_COUNT,
  type TChannelListResponse,
  type TCopyActionResponse,
  type TCopyDetailResponse,
  type TCopyListResponse,
  type TDocumentFieldInput,
  type TDocumentResponse,
  type TMessageListResponse,
  type TNotificationListResponse,
  type TSendingDefaultsResponse,
  type TShareResponse,
} from '@portal/contracts';

import { documentCopies, documentEvents, notifications } from '../src/db/schema.ts';
import { runDocumentSchedule } from '../src/documents/reminders.ts';
import { createApproved, superadminToken, type TestAccount } from './support/accounts.ts';
import { databaseKinds } from './support/databases.ts';
import { acceptConsent, addDocument, linkClient, signCopy, signForm } from './support/documents.ts';
import { tinyPng } from './support/images.ts';
import { startTestServer, type TestServer } from './support/server.ts';

const DAY = 24 * 3600_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Noon (UTC) `days` from now, and how a person reads that day: "12 March 2026". */
function dueIn(days: number): { iso: string; words: string } {
  const at = new Date(Date.now() + days * DAY);
  const noon = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 12));
  return {
    iso: noon.toISOString(),
    words: `${noon.getUTCDate()} ${MONTHS[noon.getUTCMonth()]} ${noon.getUTCFullYear()}`,
  };
}

/**
 * Due dates, reminder schedules, expiry and extension (issue 35) on a real server. The schedule's
 * pass is called directly with the time it should believe (nothing waits); each test asserts only
 * on its own copies, since a pass takes every copy that is due.
 */
describe.each(databaseKinds)('document schedule (%s)', (kind) => {
  let t: TestServer;
  let provider: TestAccount;
  let client: TestAccount;
  let other: TestAccount;
  let admin: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    [provider, client, other] = await Promise.all([
      createApproved(t, 'provider', 'schedule-provider'),
      createApproved(t, 'client', 'schedule-client'),
      createApproved(t, 'client', 'schedule-other'),
    ]);
    await linkClient(t, provider, client);
    await linkClient(t, provider, other);
    admin = await superadminToken(t);
  });
  afterAll(() => t.close());

  const share = (documentId: string, json: Record<string, unknown>) =>
    t.api<TShareResponse>('POST', `/documents/${documentId}/shares`, {
      token: provider.token,
      json: { clientIds: [client.id], ...json },
    });

  /** Shares with the client: the new copy. */
  async function shareCopy(documentId: string, json: Record<string, unknown>) {
    const answer = await share(documentId, json);
    const [copy] = answer.body.data;
    if (answer.status !== 201 || !copy) throw new Error(`share: ${answer.status} ${answer.text}`);
    return copy;
  }

  const detail = async (documentId: string, copyId: string, token = provider.token) =>
    (
      await t.api<TCopyDetailResponse>('GET', `/documents/${documentId}/shares/${copyId}`, {
        token,
      })
    ).body.data;

  /** The pass, `days` after `from` (plus a minute). */
  const passAt = (from: string, days: number) =>
    runDocumentSchedule(t.server.ctx, new Date(new Date(from).getTime() + days * DAY + 60_000));

  /** The client's notifications of this type that open this copy. */
  const noticesOf = (recipientId: string, type: string, link: string) =>
    t.server.ctx.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, recipientId),
          eq(notifications.type, type as never),
          eq(notifications.link, link),
        ),
      );
  const reminders = (copyId: string) =>
    noticesOf(client.id, 'document-reminder', `/documents?copy=${copyId}`);

  /** A copy's events of one kind, oldest first. */
  const events = (copyId: string, action: string) =>
    t.server.ctx.db
      .select({ detail: documentEvents.detail, actorId: documentEvents.actorId })
      .from(documentEvents)
      .where(and(eq(documentEvents.copyId, copyId), eq(documentEvents.action, action as never)))
      .orderBy(asc(documentEvents.id));

  const extend = (documentId: string, copyId: string, dueAt: string, token = provider.token) =>
    t.api<TCopyActionResponse>('POST', `/documents/${documentId}/shares/${copyId}/extend`, {
      token,
      json: { dueAt },
    });

  const sign = async (
    documentId: string,
    copyId: string,
    fields: { id: string; type: string }[],
  ) => {
    await acceptConsent(t, client);
    return t.api<TCopyActionResponse>('POST', `/documents/${documentId}/shares/${copyId}/sign`, {
      token: client.token,
      body: signForm(fields),
    });
  };
  const decline = (documentId: string, copyId: string) =>
    t.api<TCopyActionResponse>('POST', `/documents/${documentId}/shares/${copyId}/decline`, {
      token: client.token,
      json: { reason: 'Not for me.' },
    });

  /** Moves a copy's due date (to the past, say) as time passing would. */
  const setDueAt = (copyId: string, dueAt: Date) =>
    t.server.ctx.db.update(documentCopies).set({ dueAt }).where(eq(documentCopies.id, copyId));

  it('refuses a due date in the past, too far ahead or malformed, and a schedule out of range: 400, no copy', async () => {
    const document = await addDocument(t, provider, { title: 'Bad dates' });
    const bad: [Record<string, unknown>, string][] = [
      [{ dueAt: new Date(Date.now() - 60_000).toISOString() }, 'dueAt'],
      [{ dueAt: new Date(Date.now() + 367 * DAY).toISOString() }, 'dueAt'],
      [{ dueAt: 'next Tuesday' }, 'dueAt'],
      [{ dueAt: '2026-13-45' }, 'dueAt'],
      [{ reminders: { everyDays: 0, maxCount: 3 } }, 'reminders'],
      [{ reminders: { everyDays: 31, maxCount: 3 } }, 'reminders'],
      [{ reminders: { everyDays: 2, maxCount: 11 } }, 'reminders'],
      [{ reminders: { everyDays: 1.5, maxCount: 2 } }, 'reminders'],
      [{ reminders: { everyDays: 2 } }, 'reminders'],
    ];
    for (const [json, named] of bad) {
      const answer = await share(document.id, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.text).toContain(named);
    }
    const copies = await t.api<TCopyListResponse>('GET', `/documents/${document.id}/shares`, {
      token: provider.token,
    });
    expect(copies.body.data).toEqual([]);
  });

  it('keeps the due date and schedule asked for; none named takes the practice’s, null none', async () => {
    const due = dueIn(20);
    const given = await addDocument(t, provider, { title: 'Given schedule' });
    const copy = await shareCopy(given.id, {
      dueAt: due.iso,
      reminders: { everyDays: 4, maxCount: 2 },
    });
    const sentAt = new Date(copy.sentAt).getTime();
    const expected = {
      dueAt: due.iso,
      reminders: {
        everyDays: 4,
        maxCount: 2,
        sent: 0,
        nextAt: new Date(sentAt + 4 * DAY).toISOString(),
      },
    };
    expect(copy).toMatchObject(expected);
    // Both parties see them, in the copy's detail and in the list.
    expect(await detail(given.id, copy.id, client.token)).toMatchObject(expected);
    const listed = await t.api<TCopyListResponse>('GET', `/documents/${given.id}/shares`, {
      token: provider.token,
    });
    expect(listed.body.data[0]).toMatchObject(expected);

    // None named: REMIND_AFTER's (3 days by default), DEFAULT_REMINDER_COUNT times; no due date.
    const byDefault = await addDocument(t, provider, { title: 'Default schedule' });
    expect(await shareCopy(byDefault.id, {})).toMatchObject({
      dueAt: null,
      reminders: { everyDays: 3, maxCount: DEFAULT_REMINDER_COUNT, sent: 0 },
    });
    const none = await addDocument(t, provider, { title: 'No reminders' });
    expect((await shareCopy(none.id, { reminders: null })).reminders).toBeNull();

    // The practice's own schedule, once the superadmin sets one.
    const saved = await t.api('PATCH', '/practice/settings', {
      token: admin,
      json: { reminderSchedule: { everyDays: 7, maxCount: 2 } },
    });
    expect(saved.status).toBe(200);
    const defaults = await t.api<TSendingDefaultsResponse>('GET', '/documents/sending-defaults', {
      token: provider.token,
    });
    expect(defaults.body.data.reminders).toEqual({ everyDays: 7, maxCount: 2 });
    const practice = await addDocument(t, provider, { title: 'Practice schedule' });
    expect((await shareCopy(practice.id, {})).reminders).toMatchObject({
      everyDays: 7,
      maxCount: 2,
    });
  });

  it('reminds on schedule: every 2 days, at most 3 times, naming the due date', async () => {
    const due = dueIn(30);
    const document = await addDocument(t, provider, { title: 'On schedule' });
    const copy = await shareCopy(document.id, {
      dueAt: due.iso,
      reminders: { everyDays: 2, maxCount: 3 },
    });
    const counts: number[] = [];
    for (const days of [1, 2, 4, 6, 8, 10]) {
      await passAt(copy.sentAt, days);
      counts.push((await reminders(copy.id)).length);
    }
    expect(counts).toEqual([0, 1, 2, 3, 3, 3]);
    expect((await events(copy.id, 'reminded')).map((event) => event.detail)).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    // The share itself said when it is due.
    expect(await noticesOf(client.id, 'document-shared', `/documents?copy=${copy.id}`)).toEqual([
      {
        title: 'A document waits for your signature',
        message: `${provider.fullName} sent you “On schedule” to complete and sign by ${due.words}.`,
      },
    ]);
    const [first] = await reminders(copy.id);
    expect(first).toEqual({
      title: 'Reminder: a document waits for your signature',
      message: `${provider.fullName} is waiting for you to sign “On schedule” by ${due.words}.`,
    });
    expect((await detail(document.id, copy.id)).reminders).toMatchObject({
      sent: 3,
      nextAt: null,
    });
  });

  it.each(['signed', 'declined', 'voided', 'expired'] as const)(
    'stops reminding once the copy is %s',
    async (status) => {
      const document = await addDocument(t, provider, { title: `Closed ${status}` });
      const copy = await shareCopy(document.id, {
        reminders: { everyDays: 1, maxCount: 5 },
        // Due a day and a half after sending: the second reminder would come after it.
        ...(status === 'expired' ? { dueAt: new Date(Date.now() + 1.5 * DAY).toISOString() } : {}),
      });
      await passAt(copy.sentAt, 1);
      expect(await reminders(copy.id)).toHaveLength(1);
      const path = `/documents/${document.id}/shares/${copy.id}`;
      if (status === 'signed') await signCopy(t, client, document.id, copy.id, document.fields);
      if (status === 'declined') expect((await decline(document.id, copy.id)).status).toBe(200);
      if (status === 'voided') {
        const voided = await t.api('POST', `${path}/void`, { token: provider.token, json: {} });
        expect(voided.status).toBe(200);
      }
      for (const days of [2, 3, 4, 5]) await passAt(copy.sentAt, days);
      expect(await reminders(copy.id)).toHaveLength(1);
      const after = await detail(document.id, copy.id);
      expect(after.status).toBe(status);
      expect(after.reminders).toMatchObject({ sent: 1, nextAt: null });
    },
  );

  it('sends each reminder and each expiry once when two passes run at once', async () => {
    const document = await addDocument(t, provider, { title: 'Two passes' });
    const shared = await t.api<TShareResponse>('POST', `/documents/${document.id}/shares`, {
      token: provider.token,
      json: {
        clientIds: [client.id, other.id],
        reminders: { everyDays: 1, maxCount: 3 },
        dueAt: new Date(Date.now() + 5 * DAY).toISOString(),
      },
    });
    expect(shared.status).toBe(201);
    const [mine, theirs] = shared.body.data;
    if (!mine || !theirs) throw new Error('two copies expected');
    const at = new Date(new Date(mine.sentAt).getTime() + DAY + 60_000);
    await Promise.all([
      runDocumentSchedule(t.server.ctx, at),
      runDocumentSchedule(t.server.ctx, at),
    ]);
    for (const copy of [mine, theirs]) {
      expect(await events(copy.id, 'reminded')).toHaveLength(1);
      const recipient = copy.client.id ?? '';
      const notices = await noticesOf(recipient, 'document-reminder', `/documents?copy=${copy.id}`);
      expect(notices).toHaveLength(1);
    }
    const later = new Date(at.getTime() + 5 * DAY);
    await Promise.all([
      runDocumentSchedule(t.server.ctx, later),
      runDocumentSchedule(t.server.ctx, later),
    ]);
    for (const copy of [mine, theirs]) {
      expect(await events(copy.id, 'expired')).toHaveLength(1);
      expect(await events(copy.id, 'reminded')).toHaveLength(1);
    }
    const told = await noticesOf(
      provider.id,
      'document-expired',
      `/all-documents?document=${document.id}`,
    );
    expect(told).toHaveLength(2);
  });

  it('expires a copy past its due date: both parties told, no signature or decline, then extended and signed', async () => {
    const due = dueIn(2);
    const document = await addDocument(t, provider, { title: 'Expiring form' });
    const copy = await shareCopy(document.id, {
      dueAt: due.iso,
      reminders: { everyDays: 1, maxCount: 3 },
    });
    // The client opens the file: the copy is viewed.
    const opened = await fetch(new URL(`/api/v1/documents/${document.id}/file`, t.url), {
      headers: { authorization: `Bearer ${client.token}` },
    });
    expect(opened.status).toBe(200);
    await passAt(copy.sentAt, 1);
    expect(await reminders(copy.id)).toHaveLength(1);

    await passAt(copy.sentAt, 3);
    const expired = await detail(document.id, copy.id);
    expect(expired.status).toBe('expired');
    expect(expired.closedAt).not.toBeNull();
    expect(expired.reminders).toMatchObject({ sent: 1, nextAt: null });
    expect(expired.events.find((event) => event.action === 'expired')).toMatchObject({
      actor: null,
    });
    expect(await reminders(copy.id)).toHaveLength(1);

    const clientNotices = await t.api<TNotificationListResponse>('GET', '/notifications', {
      token: client.token,
    });
    expect(
      clientNotices.body.data.find(
        (n) => n.type === 'document-expired' && n.link === `/documents?copy=${copy.id}`,
      )?.message,
    ).toBe(
      `“Expiring form” expired on ${due.words} unsigned; ask ${provider.fullName} for more time.`,
    );
    const providerNotices = await t.api<TNotificationListResponse>('GET', '/notifications', {
      token: provider.token,
    });
    expect(
      providerNotices.body.data.find(
        (n) => n.type === 'document-expired' && n.link === `/all-documents?document=${document.id}`,
      )?.message,
    ).toBe(
      `${client.fullName}’s copy of “Expiring form” expired unsigned. Extend it or send a new copy.`,
    );

    // The card in their chat shows it expired.
    const channels = await t.api<TChannelListResponse>('GET', '/chat/channels', {
      token: client.token,
    });
    const direct = channels.body.data.find(
      (c) => c.type === 'direct' && c.peer?.id === provider.id,
    );
    const cardStatus = async () => {
      const messages = await t.api<TMessageListResponse>(
        'GET',
        `/chat/channels/${direct?.id ?? ''}/messages`,
        { token: client.token },
      );
      return messages.body.data.find((m) => m.document?.copyId === copy.id)?.document?.status;
    };
    expect(await cardStatus()).toBe('expired');

    const refused = await sign(document.id, copy.id, document.fields);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: COPY_EXPIRED_MESSAGE });
    const declined = await decline(document.id, copy.id);
    expect(declined.status).toBe(409);
    expect(declined.body).toMatchObject({ message: COPY_EXPIRED_MESSAGE });

    // The owner gives it more time: viewed again, reminders resume, the client is told.
    const later = dueIn(10);
    const before = Date.now();
    const extended = await extend(document.id, copy.id, later.iso);
    expect(extended.status).toBe(200);
    expect(extended.body.data).toMatchObject({
      status: 'viewed',
      dueAt: later.iso,
      closedAt: null,
      reminders: { sent: 1 },
    });
    const nextAt = new Date(extended.body.data.reminders?.nextAt ?? 0).getTime();
    expect(nextAt).toBeGreaterThanOrEqual(before + DAY);
    expect(nextAt).toBeLessThanOrEqual(Date.now() + DAY);
    expect(await events(copy.id, 'extended')).toEqual([
      { detail: later.iso, actorId: provider.id },
    ]);
    const told = await noticesOf(client.id, 'document-shared', `/documents?copy=${copy.id}`);
    expect(told.map((notice) => notice.message)).toContain(
      `“Expiring form” is due on ${later.words} now.`,
    );
    expect(await cardStatus()).toBe('viewed');

    const signed = await sign(document.id, copy.id, document.fields);
    expect(signed.status).toBe(200);
    expect(signed.body.data.status).toBe('signed');
  });

  it('refuses a signature or a decline once the due date passed, before the pass marks it', async () => {
    const document = await addDocument(t, provider, { title: 'Just past due' });
    const copy = await shareCopy(document.id, { dueAt: dueIn(3).iso, reminders: null });
    await setDueAt(copy.id, new Date(Date.now() - 60_000));
    const refused = await sign(document.id, copy.id, document.fields);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: COPY_EXPIRED_MESSAGE });
    const declined = await decline(document.id, copy.id);
    expect(declined.status).toBe(409);
    expect(declined.body).toMatchObject({ message: COPY_EXPIRED_MESSAGE });
    expect((await detail(document.id, copy.id)).status).toBe('sent');
    await runDocumentSchedule(t.server.ctx);
    expect((await detail(document.id, copy.id)).status).toBe('expired');
  });

  it('refuses files attached to an expired copy, as to any closed copy', async () => {
    const fields: TDocumentFieldInput[] = [
      {
        type: 'upload',
        label: 'Insurance card',
        required: false,
        page: 1,
        x: 0.1,
        y: 0.1,
        width: 0.5,
        height: 0.05,
      },
      {
        type: 'signature',
        label: 'Signature',
        required: true,
        page: 1,
        x: 0.1,
        y: 0.8,
        width: 0.4,
        height: 0.08,
      },
    ];
    const document = await addDocument(t, provider, { title: 'Expired uploads', fields });
    const copy = await shareCopy(document.id, { dueAt: dueIn(3).iso, reminders: null });
    const fieldId = document.fields.find((f) => f.type === 'upload')?.id ?? '';
    const attach = () => {
      const form = new FormData();
      form.append('fieldId', fieldId);
      form.append(
        'upload',
        new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }),
        'card.png',
      );
      return t.api('POST', `/documents/${document.id}/shares/${copy.id}/uploads`, {
        token: client.token,
        body: form,
      });
    };
    expect((await attach()).status).toBe(201);
    await setDueAt(copy.id, new Date(Date.now() - 60_000));
    await runDocumentSchedule(t.server.ctx);
    expect((await attach()).status).toBe(409);
    expect((await detail(document.id, copy.id, client.token)).uploads).toHaveLength(1);
  });

  it('extends only as the owner, never a closed copy, never over a newer open copy', async () => {
    const document = await addDocument(t, provider, { title: 'Extend rules' });
    const copy = await shareCopy(document.id, { dueAt: dueIn(3).iso, reminders: null });
    const later = dueIn(20).iso;

    const byClient = await extend(document.id, copy.id, later, client.token);
    expect(byClient.status).toBe(403);
    const byStranger = await extend(document.id, copy.id, later, other.token);
    expect(byStranger.status).toBe(404);
    const inPast = await extend(document.id, copy.id, new Date(Date.now() - DAY).toISOString());
    expect(inPast.status).toBe(400);
    expect(inPast.text).toContain('dueAt');

    // Still open: only the date moves.
    const moved = await extend(document.id, copy.id, later);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ status: 'sent', dueAt: later });

    // Expired, then sent again: the old copy cannot open beside the new one.
    await setDueAt(copy.id, new Date(Date.now() - 60_000));
    await runDocumentSchedule(t.server.ctx);
    const fresh = await shareCopy(document.id, { reminders: null });
    expect(fresh.id).not.toBe(copy.id);
    const collides = await extend(document.id, copy.id, later);
    expect(collides.status).toBe(409);
    expect(collides.body).toMatchObject({
      message: 'This client already has a newer open copy of this document.',
    });
    const unchanged = await detail(document.id, copy.id);
    expect(unchanged.status).toBe('expired');
    expect(unchanged.dueAt).not.toBe(later);
    expect(await events(copy.id, 'extended')).toHaveLength(1);
    // Nor is it voided: it is closed already.
    const voided = await t.api('POST', `/documents/${document.id}/shares/${copy.id}/void`, {
      token: provider.token,
      json: {},
    });
    expect(voided.status).toBe(409);
    expect(voided.body).toMatchObject({
      message: 'This copy expired unsigned: extend it, or send a new copy.',
    });

    // A signed copy never changes.
    const signedDoc: TDocumentResponse['data'] = await addDocument(t, provider, {
      title: 'Signed, closed',
    });
    const signedCopy = await shareCopy(signedDoc.id, { reminders: null });
    await signCopy(t, client, signedDoc.id, signedCopy.id, signedDoc.fields);
    const closed = await extend(signedDoc.id, signedCopy.id, later);
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ message: 'This copy is closed: send a new copy instead.' });
  });
});
