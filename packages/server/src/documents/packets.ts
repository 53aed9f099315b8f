import { randomUUID } from 'node:crypto';

import { and, asc, count, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';

import {
  PACKETS_PER_PROVIDER_MAX,
  type TCreatePacketRequest,
  type TMessageResponse,
  type TPacket,
  type TPacketListResponse,
  type TPacketResponse,
  type TUpdatePacketRequest,
} from '@portal/contracts';

import type { AppContext } from '../context.ts';
import type { Db } from '../db/database.ts';
import { rawQuery } from '../db/raw-query.ts';
import {
  documentPacketTemplates,
  documentPackets,
  documents,
  type DocumentPacketRow,
  type DocumentRow,
} from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';
import { HttpError, conflict, notFound } from '../lib/http-error.ts';
import { NO_PACKET } from './packet-access.ts';

/*
 * Intake packets (issue 35): a provider's ordered set of templates (its own or the practice's),
 * sent together. At most one of a provider's packets goes out on the approval of its clients'
 * accounts (packet-sending.ts). The `own-packet` rule answered 404 to anyone but the owner.
 */

/** The templates of these packets, in order (a deleted template has left them). */
export async function templatesOfPackets(
  db: Db,
  packetIds: readonly string[],
): Promise<Map<string, DocumentRow[]>> {
  const byPacket = new Map<string, DocumentRow[]>(packetIds.map((id) => [id, []]));
  if (packetIds.length === 0) return byPacket;
  const rows = await db
    .select({ packetId: documentPacketTemplates.packetId, template: documents })
    .from(documentPacketTemplates)
    .innerJoin(documents, eq(documents.id, documentPacketTemplates.templateId))
    .where(inArray(documentPacketTemplates.packetId, [...packetIds]))
    .orderBy(asc(documentPacketTemplates.position));
  for (const row of rows) byPacket.get(row.packetId)?.push(row.template);
  return byPacket;
}

function toPacket(row: DocumentPacketRow, templates: readonly DocumentRow[]): TPacket {
  return {
    id: row.id,
    title: row.title,
    templates: templates.map((template) => ({
      id: template.id,
      title: template.title,
      fieldCount: template.fields.length,
      practiceWide: template.practiceWide,
    })),
    sendOnApproval: row.sendOnApproval,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function packetAnswer(db: Db, id: string): Promise<TPacket> {
  const [row] = await db.select().from(documentPackets).where(eq(documentPackets.id, id)).limit(1);
  if (!row) throw notFound(NO_PACKET);
  return toPacket(row, (await templatesOfPackets(db, [id])).get(id) ?? []);
}

/** GET /packets: the caller's packets, newest first, each with its templates in order. */
export async function listPackets(ctx: AppContext, caller: Caller): Promise<TPacketListResponse> {
  const rows = await ctx.db
    .select()
    .from(documentPackets)
    .where(eq(documentPackets.ownerId, caller.id))
    .orderBy(desc(documentPackets.createdAt), desc(documentPackets.id));
  const templates = await templatesOfPackets(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => toPacket(row, templates.get(row.id) ?? [])) };
}

/** Every id must be a template of the provider's or of the practice's: 400 naming the first other. */
async function assertTemplates(db: Db, caller: Caller, templateIds: readonly string[]) {
  const found = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        inArray(documents.id, [...templateIds]),
        eq(documents.kind, 'template'),
        or(eq(documents.ownerId, caller.id), eq(documents.practiceWide, true)),
      ),
    );
  const known = new Set(found.map((row) => row.id));
  const index = templateIds.findIndex((id) => !known.has(id));
  if (index === -1) return;
  const message = `No template of yours or of the practice has the id ${templateIds[index]}.`;
  throw new HttpError(400, message, { details: [{ path: 'templateIds', message }] });
}

/**
 * A provider's packet writes, one at a time (its account row locked): the count limit and the one
 * packet sent on approval hold under concurrent requests.
 */
async function lockProvider(tx: Db, providerId: string): Promise<void> {
  await rawQuery(tx, sql`select id from users where id = ${providerId} for update`);
}

/** The provider's other packets stop being sent on approval: this one is, now. */
async function clearSendOnApproval(tx: Db, providerId: string, keepId: string): Promise<void> {
  await tx
    .update(documentPackets)
    .set({ sendOnApproval: false, updatedAt: new Date() })
    .where(
      and(
        eq(documentPackets.ownerId, providerId),
        eq(documentPackets.sendOnApproval, true),
        ne(documentPackets.id, keepId),
      ),
    );
}

async function replaceTemplates(tx: Db, packetId: string, templateIds: readonly string[]) {
  await tx.delete(documentPacketTemplates).where(eq(documentPacketTemplates.packetId, packetId));
  await tx
    .insert(documentPacketTemplates)
    .values(
      templateIds.map((templateId, index) => ({ packetId, templateId, position: index + 1 })),
    );
}

/** POST /packets. */
export async function createPacket(
  ctx: AppContext,
  caller: Caller,
  body: TCreatePacketRequest,
): Promise<TPacketResponse> {
  await assertTemplates(ctx.db, caller, body.templateIds);
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await lockProvider(tx, caller.id);
    const [held] = await tx
      .select({ n: count() })
      .from(documentPackets)
      .where(eq(documentPackets.ownerId, caller.id));
    if ((held?.n ?? 0) >= PACKETS_PER_PROVIDER_MAX) {
      throw conflict(
        `You have ${PACKETS_PER_PROVIDER_MAX} packets, the most a provider keeps: delete one you no longer send, then add this one.`,
      );
    }
    const sendOnApproval = body.sendOnApproval ?? false;
    if (sendOnApproval) await clearSendOnApproval(tx, caller.id, id);
    await tx
      .insert(documentPackets)
      .values({ id, ownerId: caller.id, title: body.title, sendOnApproval });
    await replaceTemplates(tx, id, body.templateIds);
  });
  return {
    message: body.sendOnApproval
      ? 'Packet saved. It goes to each of your clients when their account is approved.'
      : 'Packet saved. Send it to your clients when you are ready.',
    data: await packetAnswer(ctx.db, id),
  };
}

/** PATCH /packets/:id: its title, its templates (the whole list) and its sending on approval. */
export async function updatePacket(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: TUpdatePacketRequest,
): Promise<TPacketResponse> {
  if (body.templateIds) await assertTemplates(ctx.db, caller, body.templateIds);
  await ctx.db.transaction(async (tx) => {
    await lockProvider(tx, caller.id);
    if (body.sendOnApproval) await clearSendOnApproval(tx, caller.id, id);
    const changed = await tx
      .update(documentPackets)
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.sendOnApproval !== undefined ? { sendOnApproval: body.sendOnApproval } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(documentPackets.id, id), eq(documentPackets.ownerId, caller.id)))
      .returning({ id: documentPackets.id });
    if (changed.length === 0) throw notFound(NO_PACKET);
    if (body.templateIds) await replaceTemplates(tx, id, body.templateIds);
  });
  return { message: 'Packet saved.', data: await packetAnswer(ctx.db, id) };
}

/** DELETE /packets/:id: what it sent stays (the sendings keep their copies and title). */
export async function deletePacket(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<TMessageResponse> {
  const deleted = await ctx.db
    .delete(documentPackets)
    .where(and(eq(documentPackets.id, id), eq(documentPackets.ownerId, caller.id)))
    .returning({ id: documentPackets.id });
  if (deleted.length === 0) throw notFound(NO_PACKET);
  return { message: 'Packet deleted. The documents it sent stay with your clients.' };
}
