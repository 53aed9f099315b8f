import { randomUUID } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { TEndpointInput, TSendPacketResponse, TSending } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { rawQuery } from '../db/raw-query.ts';
import {
  documentPackets,
  documentSendings,
  users,
  type DocumentPacketRow,
  type DocumentRow,
  type DocumentSendingRow,
} from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { badRequest, notFound } from '../lib/http-error.ts';
import { actorOf, type EventActor } from './audit.ts';
import { clientsOfProvider } from './access.ts';
import { NO_PACKET } from './packet-access.ts';
import { templatesOfPackets } from './packets.ts';
import { announceCopy, byWhen, sendCopies } from './share-document.ts';
import { assertHasFields, assertSendable, formFromTemplate } from './templates.ts';

type SendBody = TEndpointInput<'sendPacket'>['body'];

/*
 * Sending a packet (issue 35): one sending per client, then each template in order, sent as
 * POST /documents/:id/send sends it, every copy carrying its client's sending and its place in
 * it. By hand (POST /packets/:id/send), or once per client and packet when the client's account
 * is approved or, approved already, linked to the provider's record.
 */

/**
 * Each template, in order, as a form of the sender's shared with the sendings' clients, then one
 * notice per client; answers each client's new copies in order, and the clients who kept an open
 * copy of one of the forms.
 */
async function deliver(
  ctx: AppContext,
  sender: Caller,
  title: string,
  templates: readonly DocumentRow[],
  body: SendBody,
  actor: EventActor,
  sendingIds: ReadonlyMap<string, string>,
): Promise<{ copyIds: Map<string, string[]>; alreadyOpen: Set<string> }> {
  const copyIds = new Map<string, string[]>([...sendingIds.keys()].map((id) => [id, []]));
  const alreadyOpen = new Set<string>();
  for (const [index, template] of templates.entries()) {
    const form = await formFromTemplate(ctx, sender, template, actor);
    const answer = await sendCopies(ctx, sender, form, body, actor, {
      sendingIds,
      position: index + 1,
    });
    for (const copy of answer.data) copyIds.get(copy.client.id ?? '')?.push(copy.id);
    for (const id of answer.alreadyOpen) alreadyOpen.add(id);
  }
  if (alreadyOpen.size > 0) await closeGaps(ctx, [...sendingIds.values()]);
  // One notice per client for the whole packet, opening its first document.
  for (const [clientId, ids] of copyIds) {
    const [first] = ids;
    if (!first) continue;
    const count = ids.length === 1 ? 'a document' : `${ids.length} documents`;
    const due = byWhen(body.dueAt ? new Date(body.dueAt) : null);
    const message = `${sender.user.fullName} sent you “${title}”: ${count} to complete and sign${due}.`;
    await announceCopy(ctx, clientId, first, message);
  }
  return { copyIds, alreadyOpen };
}

/**
 * A client who kept an open copy of one of the forms got the others only: their places are
 * numbered again 1..n, so that the client reads "2 of 2", never "3 of 2".
 */
async function closeGaps(ctx: AppContext, sendingIds: readonly string[]): Promise<void> {
  await rawQuery(
    ctx.db,
    sql`
    update document_copies c set sending_position = placed.n
    from (select id, row_number() over (partition by sending_id order by sending_position) as n
      from document_copies
      where sending_id in (${sql.join(
        sendingIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})) placed
    where c.id = placed.id and c.sending_position is distinct from placed.n`,
  );
}

const toSending = (row: DocumentSendingRow, copyIds: readonly string[]): TSending => ({
  id: row.id,
  title: row.title,
  clientId: row.clientId,
  trigger: row.trigger,
  copyIds: [...copyIds],
  createdAt: row.createdAt.toISOString(),
});

/** The templates a packet sends, in order; 400 when it has none left or one has no fields. */
async function templatesToSend(ctx: AppContext, packetId: string): Promise<DocumentRow[]> {
  const templates = (await templatesOfPackets(ctx.db, [packetId])).get(packetId) ?? [];
  if (templates.length === 0) throw badRequest('This packet has no templates left: add one.');
  for (const template of templates) assertHasFields(template);
  return templates;
}

/**
 * POST /packets/:id/send (its owner, by the `own-packet` rule). Everything is checked before the
 * first write: the templates, the due date, the clients.
 */
export async function sendPacket(
  ctx: AppContext,
  caller: Caller,
  packetId: string,
  body: SendBody,
  request: FastifyRequest,
): Promise<TSendPacketResponse> {
  const [packet] = await ctx.db
    .select()
    .from(documentPackets)
    .where(and(eq(documentPackets.id, packetId), eq(documentPackets.ownerId, caller.id)))
    .limit(1);
  if (!packet) throw notFound(NO_PACKET);
  const templates = await templatesToSend(ctx, packet.id);
  await assertSendable(ctx, caller, body);

  const clientIds = [...new Set(body.clientIds)];
  const sendings = await ctx.db
    .insert(documentSendings)
    .values(
      clientIds.map((clientId) => ({
        id: randomUUID(),
        packetId: packet.id,
        providerId: caller.id,
        clientId,
        title: packet.title,
        trigger: 'manual' as const,
      })),
    )
    .returning();
  const sendingIds = new Map(sendings.map((row) => [row.clientId ?? '', row.id]));
  const { copyIds, alreadyOpen } = await deliver(
    ctx,
    caller,
    packet.title,
    templates,
    body,
    actorOf(caller, request),
    sendingIds,
  );
  const sent = sendings.length;
  return {
    message: `“${packet.title}” sent to ${sent} client${sent === 1 ? '' : 's'}.`,
    data: sendings.map((row) => toSending(row, copyIds.get(row.clientId ?? '') ?? [])),
    alreadyOpen: clientIds.filter((id) => alreadyOpen.has(id)),
  };
}

/**
 * The packet a provider sends on approval, to one client, once: the sending's unique index on
 * (packet, client) for trigger 'approval' lets one insert through, and only that one sends.
 * Templates with no fields are left out (nobody is there to be told); none left: nothing is sent.
 */
async function sendOnApproval(
  ctx: AppContext,
  packet: DocumentPacketRow,
  clientId: string,
): Promise<void> {
  const [provider] = await ctx.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, packet.ownerId),
        eq(users.role, 'provider'),
        eq(users.isApprove, 'approve'),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  if (!provider) return;
  if (!(await clientsOfProvider(ctx.db, provider.id, [clientId])).has(clientId)) return;
  const templates = ((await templatesOfPackets(ctx.db, [packet.id])).get(packet.id) ?? []).filter(
    (template) => template.fields.length > 0,
  );
  if (templates.length === 0) return;

  const [sending] = await ctx.db
    .insert(documentSendings)
    .values({
      id: randomUUID(),
      packetId: packet.id,
      providerId: provider.id,
      clientId,
      title: packet.title,
      trigger: 'approval',
    })
    .onConflictDoNothing({
      target: [documentSendings.packetId, documentSendings.clientId],
      where: sql`trigger = 'approval'`,
    })
    .returning({ id: documentSendings.id });
  if (!sending) return;
  // The provider sends it (its chat card, its name in the trail), from no request of its own.
  const sender: Caller = {
    kind: 'account',
    id: provider.id,
    role: provider.role,
    user: provider,
    sessionId: null,
  };
  const actor: EventActor = { id: provider.id, name: provider.fullName, ip: null, userAgent: null };
  await deliver(
    ctx,
    sender,
    packet.title,
    templates,
    { clientIds: [clientId] },
    actor,
    new Map([[clientId, sending.id]]),
  );
}

/**
 * A client's account was approved (or, approved already, linked to the record of `providerId`):
 * each of its providers' packets sent on approval goes to it, once. Never fails the caller: a
 * packet that cannot go is logged.
 */
export async function sendApprovalPackets(
  ctx: AppContext,
  clientId: string,
  providerId?: string,
): Promise<void> {
  try {
    const packets = await ctx.db
      .select()
      .from(documentPackets)
      .where(
        and(
          eq(documentPackets.sendOnApproval, true),
          providerId ? eq(documentPackets.ownerId, providerId) : undefined,
          sql`exists (select 1 from clients c join users u on u.id = ${clientId}
            where c.provider_id = ${documentPackets.ownerId}
              and (c.user_id = u.id or c.email = u.email))`,
        ),
      );
    for (const packet of packets) {
      try {
        await sendOnApproval(ctx, packet, clientId);
      } catch (error) {
        ctx.log.error(
          { err: error, packetId: packet.id, clientId },
          'a packet sent on approval could not be sent',
        );
      }
    }
  } catch (error) {
    ctx.log.error({ err: error, clientId }, 'the packets sent on approval could not be found');
  }
}
