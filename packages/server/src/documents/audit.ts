import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { TDocumentAuditEvent, TDocumentEvent } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { documentEvents, type DocumentEventRow } from '../db/schema.ts';
import type { Caller } from '../lib/caller.ts';

/** Who did something, from where: what every audit event records. */
export interface EventActor {
  id: string | null;
  name: string | null;
  ip: string | null;
  userAgent: string | null;
}

const USER_AGENT_MAX = 512;

/** The caller of a request as an actor (its name of the moment, its address and browser). */
export function actorOf(caller: Caller, request: FastifyRequest): EventActor {
  const agent = request.headers['user-agent'];
  return {
    id: caller.id,
    name: caller.user.fullName,
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : null,
  };
}

/** The platform itself (the seal): no person, no address. */
export const PLATFORM: EventActor = { id: null, name: null, ip: null, userAgent: null };

export function eventValues(
  documentId: string,
  copyId: string | null,
  action: TDocumentEvent,
  actor: EventActor,
  at?: Date,
  detail?: string,
) {
  return {
    documentId,
    copyId,
    action,
    actorId: actor.id,
    actorName: actor.name,
    ip: actor.ip,
    userAgent: actor.userAgent,
    detail: detail ?? null,
    ...(at ? { createdAt: at } : {}),
  };
}

export async function recordEvent(
  db: Db,
  documentId: string,
  copyId: string | null,
  action: TDocumentEvent,
  actor: EventActor,
): Promise<void> {
  await db.insert(documentEvents).values(eventValues(documentId, copyId, action, actor));
}

/** A copy's trail, oldest first: the document's own events (created), then the copy's. */
export async function eventsOfCopy(
  db: Db,
  documentId: string,
  copyId: string,
): Promise<DocumentEventRow[]> {
  return db
    .select()
    .from(documentEvents)
    .where(
      and(
        eq(documentEvents.documentId, documentId),
        or(isNull(documentEvents.copyId), eq(documentEvents.copyId, copyId)),
      ),
    )
    .orderBy(asc(documentEvents.id));
}

export const toAuditEvent = (row: DocumentEventRow): TDocumentAuditEvent => ({
  id: String(row.id),
  action: row.action,
  actor: row.actorName === null ? null : { id: row.actorId, fullName: row.actorName },
  ip: row.ip,
  userAgent: row.userAgent,
  detail: row.detail,
  createdAt: row.createdAt.toISOString(),
});
