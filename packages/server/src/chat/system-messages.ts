import { DELETED_USER_NAME, type TChatSystemEvent } from '@portal/contracts';

import type { Db } from '../db/database.ts';
import { describeEvent } from './event-text.ts';
import type { MessageRow } from './message-rows.ts';
import { peopleByIds } from './people.ts';
import { appendMessage } from './sequence.ts';

/**
 * Writes an event of a group into its conversation as a system message (numbered like any
 * message, so catch-up brings it too). `text` keeps the names of the time; `system` the ids; a
 * private group's clients and guests read it with clients in their private form (./privacy.ts).
 */
export async function writeSystemMessage(
  db: Db,
  channelId: string,
  event: TChatSystemEvent,
): Promise<MessageRow> {
  const people = await peopleByIds(db, [
    ...(event.actorId ? [event.actorId] : []),
    ...event.memberIds,
  ]);
  const nameOf = (id: string | null) => (id && people.get(id)?.fullName) || DELETED_USER_NAME;
  const text = describeEvent(event, nameOf(event.actorId), event.memberIds.map(nameOf));
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
