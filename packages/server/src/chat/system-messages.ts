import { inArray } from 'drizzle-orm';

import { DELETED_USER_NAME, type TChatSystemEvent } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { chatGuests, users } from '../db/schema.ts';
import type { MessageRow } from './message-rows.ts';
import { appendMessage } from './sequence.ts';

/** "A", "A and B", "A, B and C". */
const listOf = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;

function describe(event: TChatSystemEvent, actor: string, members: string[]): string {
  switch (event.event) {
    case 'created':
      return `${actor} created the group “${event.name ?? ''}”.`;
    case 'renamed':
      return `${actor} renamed the group to “${event.name ?? ''}”.`;
    case 'added':
      return `${actor} added ${listOf(members)}.`;
    case 'removed':
      return `${actor} removed ${listOf(members)}.`;
    case 'left':
      return `${actor} left.`;
  }
}

/**
 * Writes an event of a group into its conversation as a system message (numbered like any
 * message, so catch-up brings it too). `text` keeps the names of the time; `system` the ids.
 */
export async function writeSystemMessage(
  db: Db,
  channelId: string,
  event: TChatSystemEvent,
): Promise<MessageRow> {
  const ids = [...new Set([...(event.actorId ? [event.actorId] : []), ...event.memberIds])];
  const rows = ids.length
    ? [
        ...(await db
          .select({ id: users.id, fullName: users.fullName })
          .from(users)
          .where(inArray(users.id, ids))),
        // A guest removed from a group is named as it joined.
        ...(await db
          .select({ id: chatGuests.id, fullName: chatGuests.displayName })
          .from(chatGuests)
          .where(inArray(chatGuests.id, ids))),
      ]
    : [];
  const nameOf = (id: string | null) =>
    rows.find((row) => row.id === id)?.fullName ?? DELETED_USER_NAME;
  const text = describe(event, nameOf(event.actorId), event.memberIds.map(nameOf));
  const row = await appendMessage(db, {
    channelId,
    kind: 'system',
    author: { kind: 'system' },
    text,
    data: event,
  });
  if (!row) throw new Error(`channel ${channelId} vanished while an event was written`);
  return row;
}
