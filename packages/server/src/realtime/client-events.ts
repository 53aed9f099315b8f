import {
  CLIENT_EVENT_SCHEMAS,
  type TClientEventName,
  type TClientEventResult,
  type TSocketAck,
} from '@portal/contracts';
import type { z } from 'zod';

import { onJoin, onSend, onTyping } from '../chat/sockets.ts';
import type { AppContext } from '../context.ts';
import { guestEvents, isGuestSocket } from '../invitations/guest-sockets.ts';
import { HttpError } from '../lib/http-error.ts';
import { isStorageFull, storageFull } from '../lib/storage-full.ts';
import type { AppSocket } from './socket.ts';

type Payload<E extends TClientEventName> = z.output<(typeof CLIENT_EVENT_SCHEMAS)[E]>;
/** A handler answers its event's data, or nothing for the events that answer none. */
type Result<D> = [D] extends [undefined] ? void | Promise<void> : D | Promise<D>;

/**
 * What the server does with each event a client sends, once its payload passed its schema. An
 * HttpError thrown here is a refusal (answered with its message and status), not a fault; what it
 * returns is the acknowledgement's `data`.
 */
const CLIENT_EVENT_HANDLERS: {
  [E in TClientEventName]: (
    ctx: AppContext,
    socket: AppSocket,
    payload: Payload<E>,
  ) => Result<TClientEventResult<E>>;
} = {
  channel_focus: (_ctx, socket, { channelId }) => {
    socket.data.focusedChannelId = channelId;
  },
  // A channel guest's socket reaches its own channel only (invitations/guest-sockets.ts).
  'chat:typing': (ctx, socket, payload) =>
    isGuestSocket(socket)
      ? guestEvents.typing(ctx, socket, payload)
      : onTyping(ctx, socket, payload),
  'chat:join': (ctx, socket, payload) =>
    isGuestSocket(socket) ? guestEvents.join(ctx, socket, payload) : onJoin(ctx, socket, payload),
  'chat:send': (ctx, socket, payload) =>
    isGuestSocket(socket) ? guestEvents.send(ctx, socket, payload) : onSend(ctx, socket, payload),
};

type Ack = (answer: TSocketAck | TSocketAck<unknown>) => void;

const isAck = (value: unknown): value is Ack => typeof value === 'function';

/**
 * Listens for the client events of the contracts on one socket. Every payload is validated like
 * an HTTP body: a bad one (or an unknown event) changes nothing, is logged, and is answered
 * `{ ok: false, message }` when the client asked for an acknowledgement. The socket stays open.
 */
export function listenToClientEvents(ctx: AppContext, socket: AppSocket): void {
  socket.onAny((event: string, ...args: unknown[]) => {
    const ack = isAck(args.at(-1)) ? (args.pop() as Ack) : undefined;
    const refuse = (message: string, status = 400) => {
      ctx.log.warn({ event, userId: socket.data.userId, reason: message }, 'socket event refused');
      ack?.({ ok: false, message, status });
    };
    if (!Object.hasOwn(CLIENT_EVENT_SCHEMAS, event)) return refuse(`Unknown event: ${event}.`);
    const name = event as TClientEventName;
    const parsed = CLIENT_EVENT_SCHEMAS[name].safeParse(args[0]);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.map(String).join('.');
      return refuse(
        `Invalid ${name} payload${where ? `: ${where}` : ''} ${issue?.message ?? ''}`.trim(),
      );
    }
    const handle = CLIENT_EVENT_HANDLERS[name] as (
      ctx: AppContext,
      socket: AppSocket,
      payload: unknown,
    ) => unknown;
    Promise.resolve()
      .then(() => handle(ctx, socket, parsed.data))
      .then(
        (data) => ack?.(data === undefined ? { ok: true } : { ok: true, data }),
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
