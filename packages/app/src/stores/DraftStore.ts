import { makeAutoObservable } from 'mobx';

import { CHAT_MESSAGE_MAX_LENGTH } from '@portal/contracts/constants';

import type { PersistedDrafts } from './persisted-state';

/** The most conversations whose unsent text is kept per account (the oldest goes first). */
export const DRAFTS_MAX_CONVERSATIONS = 50;
/** The most characters kept of one draft (a message's own limit). */
export const DRAFT_MAX_LENGTH = CHAT_MESSAGE_MAX_LENGTH;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One account's drafts, the newest last, at most `DRAFTS_MAX_CONVERSATIONS`. */
function bounded(drafts: Record<string, { text: string; at: number }>) {
  const entries = Object.entries(drafts).sort(([, a], [, b]) => a.at - b.at);
  return Object.fromEntries(entries.slice(-DRAFTS_MAX_CONVERSATIONS));
}

/**
 * Each conversation's unsent text on this device (persisted, so that it survives a reload), per
 * account: an account never sees another's, and sign-out, the idle sign-out and an ended session
 * remove them all (`RootStore.clearSession`).
 */
export class DraftStore {
  /** Account id, then channel id: the text and when it was last written (ms). */
  byAccount: PersistedDrafts = {};

  constructor() {
    makeAutoObservable(this);
  }

  /** The unsent text of a conversation for the signed-in account ('' for none). */
  textOf(userId: string | null, channelId: string): string {
    if (!userId) return '';
    return this.byAccount[userId]?.[channelId]?.text ?? '';
  }

  /** Keeps the text (cut to a message's length), or forgets it when empty. */
  keep(userId: string | null, channelId: string, text: string, now: number = Date.now()) {
    if (!userId) return;
    const kept = text.slice(0, DRAFT_MAX_LENGTH);
    const current = this.byAccount[userId] ?? {};
    if ((current[channelId]?.text ?? '') === kept) return;
    const others = Object.entries(current).filter(([id]) => id !== channelId);
    const mine = Object.fromEntries(
      kept ? [...others, [channelId, { text: kept, at: now }]] : others,
    );
    const accounts = Object.entries(this.byAccount).filter(([id]) => id !== userId);
    this.byAccount = Object.fromEntries(
      Object.keys(mine).length ? [...accounts, [userId, bounded(mine)]] : accounts,
    );
  }

  /** Forgets every draft on this device. */
  clear() {
    this.byAccount = {};
  }

  /** Takes the saved drafts, leaving out what this version does not write (and the excess). */
  restore(saved: unknown) {
    const byAccount: PersistedDrafts = {};
    if (isRecord(saved)) {
      for (const [userId, drafts] of Object.entries(saved)) {
        if (!isRecord(drafts)) continue;
        const valid: Record<string, { text: string; at: number }> = {};
        for (const [channelId, draft] of Object.entries(drafts)) {
          if (isRecord(draft) && typeof draft.text === 'string' && draft.text) {
            const at = typeof draft.at === 'number' ? draft.at : 0;
            valid[channelId] = { text: draft.text.slice(0, DRAFT_MAX_LENGTH), at };
          }
        }
        if (Object.keys(valid).length) byAccount[userId] = bounded(valid);
      }
    }
    this.byAccount = byAccount;
  }
}
