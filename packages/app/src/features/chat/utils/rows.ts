import type { TChatMessage } from '@portal/contracts';

import { dayKey, dayLabel } from './labels';
import type { PendingMessage } from './timeline';

/** What the message list draws, in order. */
export type ChatRow =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'unread'; key: string }
  | { kind: 'message'; key: string; message: TChatMessage; isContinued: boolean }
  | { kind: 'pending'; key: string; pending: PendingMessage };

/** What the list draws: the conversation's rows, after a 'Load older messages' row when any. */
export type ListRow = ChatRow | { kind: 'older'; key: string };

/** The 'Load older messages' row, above the conversation while older messages lie before it. */
export const OLDER_ROW: ListRow = { kind: 'older', key: 'older' };

/** Messages of one author this close together read as one block: no name or avatar again. */
const CONTINUED_WITHIN_MS = 5 * 60_000;

/**
 * The rows of a conversation: a separator where each day starts, 'New messages' above the first
 * message of others after `readSeq` (null: none), and one's pending messages at the end.
 */
export function buildRows(
  messages: readonly TChatMessage[],
  pending: readonly PendingMessage[],
  readSeq: number | null,
  myId: string | null,
  now: Date = new Date(),
): ChatRow[] {
  const rows: ChatRow[] = [];
  let previous: TChatMessage | undefined;
  let hasUnreadLine = false;
  for (const message of messages) {
    const isNewDay = !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt);
    if (isNewDay)
      rows.push({
        kind: 'day',
        key: `day-${message.seq}`,
        label: dayLabel(message.createdAt, now),
      });
    const isUnread =
      readSeq !== null &&
      message.seq > readSeq &&
      message.author?.id !== myId &&
      message.kind !== 'system';
    if (isUnread && !hasUnreadLine) {
      hasUnreadLine = true;
      rows.push({ kind: 'unread', key: 'unread' });
    }
    const isContinued =
      !isNewDay &&
      !(isUnread && rows.at(-1)?.kind === 'unread') &&
      previous !== undefined &&
      previous.kind !== 'system' &&
      message.kind !== 'system' &&
      previous.author?.id === message.author?.id &&
      Date.parse(message.createdAt) - Date.parse(previous.createdAt) < CONTINUED_WITHIN_MS;
    rows.push({ kind: 'message', key: message.id, message, isContinued });
    previous = message;
  }
  for (const item of pending) rows.push({ kind: 'pending', key: item.clientId, pending: item });
  return rows;
}
