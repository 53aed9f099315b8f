import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface RealtimeCluster {
  /** The socket.io adapter factory to give the Server. */
  adapter: ReturnType<typeof createAdapter>;
  /** Closes the connection to Redis (the adapter closes its own readers with socket.io). */
  close: () => Promise<void>;
}

/**
 * The socket.io Redis streams adapter (ARCHITECTURE.md): with several server processes, an event
 * for `user:<id>` and a block's disconnect reach the user's sockets on every process. Streams,
 * not pub/sub, so that a short loss of Redis loses no event. Connects before the server starts,
 * so that a wrong REDIS_URL stops the start with a clear error instead of failing silently later.
 */
export async function connectRealtimeCluster(
  redisUrl: string,
  log: FastifyBaseLogger,
): Promise<RealtimeCluster> {
  const client = new Redis(redisUrl, { lazyConnect: true, connectionName: 'portal-socket.io' });
  // The URL may hold a password: never logged.
  client.on('error', (error: Error) => log.warn({ err: error }, 'redis connection error'));
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new Error('REDIS_URL is set but Redis could not be reached.', { cause: error });
  }
  return {
    adapter: createAdapter(client, { streamName: 'portal:socket.io' }),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
