import { leftOutOf, toMember, type Latecomer } from './history.ts';
import { toMessage, type MessageRow } from './message-rows.ts';
import type { Audience } from './privacy.ts';
import type { ChatRooms } from './rooms.ts';

/**
 * Sends stored messages to their channel's room. The messages of one channel stored in the same
 * turn of the event loop go out together, after it (setImmediate): one `chat:message` when there
 * is one, one `chat:messages` with all of them, in `seq` order, when a burst came in. Every socket
 * then gets one packet, one write, per burst instead of one per message: under load that is most
 * of the cost of a channel with many members (npm run bench:chat). Where a private group's
 * clients and guests read the messages otherwise (./privacy.ts), each audience gets its own form.
 */
export interface MessagePublisher {
  /**
   * `latecomers`: for a reply, the members whose history starts at or after its parent
   * (./history.ts). They get the burst alone, each in its own form: the quote says nothing of a
   * message before their history.
   */
  publish: (row: MessageRow, latecomers?: readonly Latecomer[]) => void;
}

interface Pending {
  rows: MessageRow[];
  latecomers: Map<string, Latecomer>;
}

export function createMessagePublisher(rooms: ChatRooms): MessagePublisher {
  const pending = new Map<string, Pending>();
  const flush = (channelId: string) => {
    const burst = pending.get(channelId);
    pending.delete(channelId);
    if (!burst) return;
    const rows = burst.rows.sort((a, b) => a.seq - b.seq);
    const late = [...burst.latecomers.values()];
    const leftOut = late.length ? leftOutOf(late) : null;
    const emit = (
      target: ReturnType<ChatRooms['toUsers']>,
      messages: ReturnType<typeof toMessage>[],
    ) => {
      const [only] = messages;
      if (messages.length === 1 && only) target.emit('chat:message', only);
      else if (messages.length > 1) target.emit('chat:messages', { channelId, messages });
    };
    const send = (audience?: Audience) =>
      emit(
        rooms.toChannel(channelId, leftOut, audience),
        rows.map((row) => toMessage(row, audience)),
      );
    if (rows.some((row) => row.privateForm)) {
      send('full');
      send('private');
    } else send();
    for (const member of late) {
      emit(
        toMember(rooms, member),
        rows
          .filter((row) => row.seq > member.historyFromSeq)
          .map((row) => toMessage(row, member.audience, member.historyFromSeq)),
      );
    }
  };
  return {
    publish: (row, latecomers = []) => {
      let burst = pending.get(row.channelId);
      if (!burst) {
        burst = { rows: [], latecomers: new Map() };
        pending.set(row.channelId, burst);
        setImmediate(() => flush(row.channelId));
      }
      burst.rows.push(row);
      for (const member of latecomers) {
        burst.latecomers.set(member.userId ?? member.guestId ?? '', member);
      }
    },
  };
}
