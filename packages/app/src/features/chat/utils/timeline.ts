import type { TChatMessage, TChatReactionsEvent, TMessageListResponse } from '@portal/contracts';

import { withReaction } from './reactions';

/*
 * One conversation as the screen holds it: the stored messages in sequence order (each once),
 * and one's own messages still on their way. Pure functions, so that every way a message can
 * arrive (the first page, an older page, the socket, the catch-up after a reconnect, the answer
 * to a send) goes through the same merge and none is shown twice.
 */

/** What a reply on its way shows of the message it answers (from the message held). */
export interface PendingReply {
  /** The message replied to. */
  id: string;
  author: string;
  excerpt: string;
  hasAttachment: boolean;
}

/** One's own message before the server has it: sending, or failed (kept for Retry). */
export interface PendingMessage {
  /** The idempotency key: a retry sends the same one, so the server never stores it twice. */
  clientId: string;
  text: string;
  createdAt: string;
  status: 'sending' | 'failed';
  /** Why it failed, in words for people. */
  error: string | null;
  /** The file that goes with it, kept in memory until it is stored (a retry sends it again). */
  file?: File;
  /** How much of the file has been sent, from 0 to 1, while it is on its way. */
  progress?: number;
  /** The message it replies to (kept for a retry too). */
  replyTo?: PendingReply;
}

export interface Timeline {
  messages: TChatMessage[];
  pending: PendingMessage[];
  /** Whether older messages lie before the first one held. */
  hasOlder: boolean;
  /** Whether the first page has arrived. */
  isLoaded: boolean;
}

export const emptyTimeline: Timeline = {
  messages: [],
  pending: [],
  hasOlder: false,
  isLoaded: false,
};

/** The messages of both lists, each sequence number once (the newer copy wins), in order. */
export function mergeMessages(
  held: TChatMessage[],
  incoming: readonly TChatMessage[],
): TChatMessage[] {
  if (incoming.length === 0) return held;
  const bySeq = new Map(held.map((message) => [message.seq, message]));
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** Replaces the copies held of edited or deleted messages; ones not held are left out. */
export function replaceMessages(
  held: TChatMessage[],
  changed: readonly TChatMessage[],
): TChatMessage[] {
  if (changed.length === 0) return held;
  const bySeq = new Map(changed.map((message) => [message.seq, message]));
  return held.map((message) => bySeq.get(message.seq) ?? message);
}

/** Drops the pending copies that the server has now stored. */
function settle(pending: PendingMessage[], messages: readonly TChatMessage[]): PendingMessage[] {
  if (pending.length === 0) return pending;
  const stored = new Set(messages.map((message) => message.clientId));
  return pending.filter((item) => !stored.has(item.clientId));
}

/** The sequence number of the latest message held (0: none). */
export const lastSeqOf = (timeline: Timeline) => timeline.messages.at(-1)?.seq ?? 0;

export type TimelineAction =
  | { type: 'reset' }
  | { type: 'latest'; page: TMessageListResponse }
  | { type: 'older'; page: TMessageListResponse }
  | { type: 'caught-up'; page: TMessageListResponse }
  | { type: 'received'; messages: readonly TChatMessage[] }
  | { type: 'changed'; message: TChatMessage }
  | { type: 'reacted'; seq: number; emoji: string; memberId: string; reacted: boolean }
  | { type: 'reactions'; event: TChatReactionsEvent }
  | {
      type: 'sending';
      clientId: string;
      text: string;
      createdAt: string;
      file?: File | undefined;
      replyTo?: PendingReply | undefined;
    }
  | { type: 'progress'; clientId: string; progress: number }
  | { type: 'failed'; clientId: string; error: string }
  | { type: 'discarded'; clientId: string };

export function timelineReducer(state: Timeline, action: TimelineAction): Timeline {
  switch (action.type) {
    case 'reset':
      return emptyTimeline;
    case 'latest': {
      // Messages that arrived live while the page was on its way stay.
      const messages = mergeMessages(action.page.data, state.messages);
      return {
        ...state,
        messages,
        pending: settle(state.pending, messages),
        hasOlder: action.page.hasMore,
        isLoaded: true,
      };
    }
    case 'older':
      return {
        ...state,
        messages: mergeMessages(action.page.data, state.messages),
        hasOlder: action.page.hasMore,
      };
    case 'caught-up': {
      const messages = mergeMessages(
        replaceMessages(state.messages, action.page.updates),
        action.page.data,
      );
      return { ...state, messages, pending: settle(state.pending, messages) };
    }
    case 'received': {
      const messages = mergeMessages(state.messages, action.messages);
      return { ...state, messages, pending: settle(state.pending, action.messages) };
    }
    case 'changed':
      return { ...state, messages: replaceMessages(state.messages, [action.message]) };
    case 'reacted': {
      // Shown before the server answers (and taken back if it refuses), on the copy held now.
      const { seq, emoji, memberId, reacted } = action;
      const held = state.messages.find((message) => message.seq === seq);
      if (!held) return state;
      const next = withReaction(held, emoji, memberId, reacted);
      return next === held
        ? state
        : { ...state, messages: replaceMessages(state.messages, [next]) };
    }
    case 'reactions': {
      // The server's reactions of one message (its answer, or `chat:reactions` live).
      const { seq, messageId, reactions } = action.event;
      const held = state.messages.find((message) => message.seq === seq);
      if (held?.id !== messageId || held.isDeleted) return state;
      return { ...state, messages: replaceMessages(state.messages, [{ ...held, reactions }]) };
    }
    case 'sending': {
      const others = state.pending.filter((item) => item.clientId !== action.clientId);
      const item: PendingMessage = {
        clientId: action.clientId,
        text: action.text,
        createdAt: action.createdAt,
        status: 'sending',
        error: null,
        ...(action.file ? { file: action.file } : {}),
        ...(action.replyTo ? { replyTo: action.replyTo } : {}),
      };
      return { ...state, pending: [...others, item] };
    }
    case 'progress':
      return {
        ...state,
        pending: state.pending.map((item) =>
          item.clientId === action.clientId && item.status === 'sending'
            ? { ...item, progress: action.progress }
            : item,
        ),
      };
    case 'failed':
      return {
        ...state,
        pending: state.pending.map((item) => {
          if (item.clientId !== action.clientId) return item;
          // The file stays for Retry; what was sent of it does not count.
          const { progress: _sent, ...rest } = item;
          return { ...rest, status: 'failed', error: action.error };
        }),
      };
    case 'discarded':
      return {
        ...state,
        pending: state.pending.filter((item) => item.clientId !== action.clientId),
      };
  }
}

/** A new idempotency key (a v4 UUID), also where `crypto.randomUUID` is missing (plain http). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
