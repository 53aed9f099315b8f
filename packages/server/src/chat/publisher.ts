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
  publish: (row: MessageRow) => void;
}

export function createMessagePublisher(rooms: ChatRooms): MessagePublisher {
  const pending = new Map<string, MessageRow[]>();
  const flush = (channelId: string) => {
    const rows = (pending.get(channelId) ?? []).sort((a, b) => a.seq - b.seq);
    pending.delete(channelId);
    const send = (audience?: Audience) => {
      const room = rooms.toChannel(channelId, null, audience);
      const messages = rows.map((row) => toMessage(row, audience));
      const [only] = messages;
      if (messages.length === 1 && only) room.emit('chat:message', only);
      else if (messages.length > 1) room.emit('chat:messages', { channelId, messages });
    };
    if (rows.some((row) => row.privateForm)) {
      send('full');
      send('private');
    } else send();
  };
  return {
    publish: (row) => {
      const rows = pending.get(row.channelId);
      if (rows) {
        rows.push(row);
        return;
      }
      pending.set(row.channelId, [row]);
      setImmediate(() => flush(row.channelId));
    },
  };
}
