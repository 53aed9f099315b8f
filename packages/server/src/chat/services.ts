import type { Config } from '../config.ts';
import type { SocketServer } from '../realtime/socket.ts';
import { createChatRooms, type ChatRooms } from './rooms.ts';
import { createSendLimit, type SendLimit } from './send-limit.ts';

/** What the chat modules need beside the database: the channel rooms and the send limit. */
export interface ChatServices {
  rooms: ChatRooms;
  sendLimit: SendLimit;
}

export function createChatServices(io: SocketServer, config: Config): ChatServices {
  return {
    rooms: createChatRooms(io),
    sendLimit: createSendLimit({
      enabled: config.rateLimits.enabled,
      limit: config.chat.sendLimit,
      windowSeconds: config.chat.sendWindowSeconds,
    }),
  };
}
