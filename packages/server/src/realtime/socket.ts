import type { Server as HttpServer } from 'node:http';

import { Server, type ServerOptions, type Socket } from 'socket.io';

import type { ClientToServerEvents, ServerToClientEvents, TRole } from '@portal/contracts';

import type { AppContext } from '../context.ts';
import { resolveToken } from '../http/authenticate.ts';
import { HttpError } from '../lib/http-error.ts';
import type { GuestTokenClaims } from '../lib/tokens.ts';
import { listenToClientEvents, type ClientEventTable } from './client-events.ts';
import { sessionRoom, userRoom } from './notifier.ts';

/** What the server keeps on each socket once its handshake proved who it is. */
export interface SocketData {
  /** The account's id; a guest's socket carries the guest's id here (and `guest`). */
  userId: string;
  /** The account's role; null for a guest. */
  role: TRole | null;
  providerId: string | null;
  /** The channel open in a visible tab of this socket (event channel_focus), or null. */
  focusedChannelId: string | null;
  /** A channel guest's socket (invitation link): its one channel. Null for an account. */
  guest: { guestId: string; channelId: string } | null;
}

/**
 * What the domains add to a socket (assembled in src/domains.ts): how a guest's socket is
 * admitted, what an account's socket joins once proved (its channels' rooms, presence), and the
 * client events each kind may send.
 */
export interface SocketWiring {
  /** Admits a guest's socket (its data, its rooms), or throws an HttpError to refuse it. */
  admitGuest: (ctx: AppContext, socket: AppSocket, claims: GuestTokenClaims) => Promise<void>;
  /** An account's socket, proved and in its user room: the rest of its rooms, before it is let through. */
  admitAccount: (ctx: AppContext, socket: AppSocket) => Promise<void>;
  events: ClientEventTable;
}

/** socket.io typed with the events of @portal/contracts. */
export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

/**
 * socket.io on the API's own HTTP server: the in-memory adapter (one process), or the adapter
 * that joins several processes (REDIS_URL, see cluster.ts).
 */
export function createSocketServer(
  server: HttpServer,
  appOrigins: string[],
  adapter?: ServerOptions['adapter'],
): SocketServer {
  return new Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>(server, {
    cors: { origin: appOrigins.length ? appOrigins : false },
    // Small frames only: events are notifications, not uploads.
    maxHttpBufferSize: 64 * 1024,
    ...(adapter ? { adapter } : {}),
  });
}

class HandshakeError extends Error {
  readonly data: { message: string };
  constructor(message: string) {
    super(message);
    this.data = { message };
  }
}

/**
 * Every handshake proves who it is: the session token in `auth.token` (never in the URL) must be
 * valid and unrevoked, and the `userId` query must name the same account. The socket then joins
 * `user:<id>`. `providerId` is accepted as sent by the app and kept on the socket for later features.
 * The events a client sends are then validated against their schemas (client-events.ts).
 */
export function authenticateSockets(io: SocketServer, ctx: AppContext, wiring: SocketWiring): void {
  io.use((socket, next) => {
    const auth = socket.handshake.auth as Record<string, unknown>;
    const token = typeof auth.token === 'string' ? auth.token : '';
    if (!token) return next(new HandshakeError('Authentication required.'));
    admit(ctx, socket, token, wiring)
      .then(() => next())
      .catch((error: unknown) => {
        const message = error instanceof HttpError ? error.message : 'Authentication failed.';
        if (!(error instanceof HttpError)) ctx.log.error({ err: error }, 'socket handshake failed');
        next(new HandshakeError(message));
      });
  });
}

/** Proves who a socket is and puts it in its rooms; throws an HttpError to refuse it. */
async function admit(
  ctx: AppContext,
  socket: AppSocket,
  token: string,
  wiring: SocketWiring,
): Promise<void> {
  const guest = await ctx.tokens.verifyGuest(token);
  // A channel guest: its own kind of socket, in its one channel's rooms only.
  if (guest) {
    await wiring.admitGuest(ctx, socket, guest);
    listenToClientEvents(ctx, socket, wiring.events);
    return;
  }
  const caller = await resolveToken(ctx, token);
  const userId = socket.handshake.query.userId;
  if (typeof userId !== 'string' || userId !== caller.id) {
    throw new HttpError(401, 'The userId does not match the session.');
  }
  const providerId = socket.handshake.query.providerId;
  socket.data = {
    userId: caller.id,
    role: caller.role,
    providerId: typeof providerId === 'string' ? providerId.slice(0, 64) : null,
    focusedChannelId: null,
    guest: null,
  };
  void socket.join([userRoom(caller.id), sessionRoom(caller.sessionId)]);
  // Its other rooms before it is let through: nothing sent later passes it by.
  await wiring.admitAccount(ctx, socket);
  listenToClientEvents(ctx, socket, wiring.events);
}
