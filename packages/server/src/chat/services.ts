import type { Config } from '../config.ts';
import type { SocketServer } from '../realtime/socket.ts';
import { createMessageNotices, type MessageNotices } from './message-notices.ts';
import { createMessagePublisher, type MessagePublisher } from './publisher.ts';
import { createChatRooms, type ChatRooms } from './rooms.ts';
import { createSendLimit, type SendLimit } from './send-limit.ts';

/** What the chat modules need beside the database: the channel rooms and the send limit. */
export interface ChatServices {
  rooms: ChatRooms;
  /** New messages to their rooms, a burst in one packet. */
  publisher: MessagePublisher;
  /** Notifications of new messages, a burst told once. */
  notices: MessageNotices;
  sendLimit: SendLimit;
}

export function createChatServices(io: SocketServer, config: Config): ChatServices {
  const rooms = createChatRooms(io);
  return {
    rooms,
    publisher: createMessagePublisher(rooms),
    notices: createMessageNotices(),
    sendLimit: createSendLimit({
      enabled: config.rateLimits.enabled,
      limit: config.chat.sendLimit,
      windowSeconds: config.chat.sendWindowSeconds,
    }),
  };
}
