import { CLIENT_EVENT_SCHEMAS, type TClientEventName, type TSocketAck } from '@portal/contracts';
import type { z } from 'zod';

import type { AppContext } from '../context.ts';
import { HttpError } from '../lib/http-error.ts';
import { isStorageFull, storageFull } from '../lib/storage-full.ts';
import { isGuestSocket } from './guest-socket.ts';
import type { AppSocket } from './socket.ts';

type Payload<E extends TClientEventName> = z.output<(typeof CLIENT_EVENT_SCHEMAS)[E]>;

/**
 * What a domain does with a client event once its payload passed its schema. An HttpError thrown
 * is a refusal (answered with its message and status), not a fault; otherwise the
 * acknowledgement is `{ ok: true }`.
 */
export type ClientEventHandlers = {
  [E in TClientEventName]?: (
    ctx: AppContext,
    socket: AppSocket,
    payload: Payload<E>,
  ) => void | Promise<void>;
};

/**
 * The client events by the kind of socket that sends them, an account's or a channel guest's, as
 * the domains offer them (assembled in src/domains.ts): the access of each event. An event that
 * a kind of socket has no handler for is refused as unknown.
 */
export interface ClientEventTable {
  account: ClientEventHandlers;
  guest: ClientEventHandlers;
}

type Ack = (answer: TSocketAck) => void;

const isAck = (value: unknown): value is Ack => typeof value === 'function';

/**
 * Listens for the client events of the contracts on one socket. Every payload is validated like
 * an HTTP body: a bad one (or an unknown event) changes nothing, is logged, and is answered
 * `{ ok: false, message }` when the client asked for an acknowledgement. The socket stays open.
 */
export function listenToClientEvents(
  ctx: AppContext,
  socket: AppSocket,
  table: ClientEventTable,
): void {
  const handlers = isGuestSocket(socket) ? table.guest : table.account;
  socket.onAny((event: string, ...args: unknown[]) => {
    const ack = isAck(args.at(-1)) ? (args.pop() as Ack) : undefined;
    const refuse = (message: string, status = 400) => {
      ctx.log.warn({ event, userId: socket.data.userId, reason: message }, 'socket event refused');
      ack?.({ ok: false, message, status });
    };
    const name = event as TClientEventName;
    const handle = Object.hasOwn(handlers, event)
      ? (handlers[name] as
          ((ctx: AppContext, socket: AppSocket, payload: unknown) => unknown) | undefined)
      : undefined;
    if (!Object.hasOwn(CLIENT_EVENT_SCHEMAS, event) || !handle) {
      return refuse(`Unknown event: ${event}.`);
    }
    const parsed = CLIENT_EVENT_SCHEMAS[name].safeParse(args[0]);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.map(String).join('.');
      return refuse(
        `Invalid ${name} payload${where ? `: ${where}` : ''} ${issue?.message ?? ''}`.trim(),
      );
    }
    Promise.resolve()
      .then(() => handle(ctx, socket, parsed.data))
      .then(
        () => ack?.({ ok: true }),
        (error: unknown) => {
          if (error instanceof HttpError) return refuse(error.message, error.statusCode);
          if (isStorageFull(error)) {
            ctx.log.error({ err: error, event }, 'the storage is full');
            const full = storageFull();
            return ack?.({ ok: false, message: full.message, status: full.statusCode });
          }
          ctx.log.error({ err: error, event }, 'socket event failed');
          ack?.({ ok: false, message: 'Something went wrong on the server. Please try again.' });
        },
      );
  });
}
