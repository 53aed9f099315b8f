import { endpoint } from '../http/endpoint.ts';
import { listPinnedMessages, pinMessage } from './pins.ts';
import { setReaction } from './reactions.ts';
import { markUnread } from './read-markers.ts';
import { chatSettingsOf, updateChatSettings } from './settings.ts';
import { listMessageVersions } from './versions.ts';

/**
 * Handlers of chat's conversation features (issue 36): reactions, pins, edit history, mark as
 * unread, and the caller's chat settings. The `/chat/channels/:id...` routes passed the
 * `channel-member` rule first; setReaction, listPinnedMessages and listMessageVersions admit the
 * channel's guest too.
 */
export const conversationHandlers = {
  setReaction: endpoint('setReaction', async ({ ctx, caller, params, body }) => ({
    data: await setReaction(ctx, caller, params.id, params.messageId, body),
  })),
  pinMessage: endpoint('pinMessage', async ({ ctx, caller, params }) => ({
    data: await pinMessage(ctx, caller, params.id, params.messageId, true),
  })),
  unpinMessage: endpoint('unpinMessage', async ({ ctx, caller, params }) => ({
    data: await pinMessage(ctx, caller, params.id, params.messageId, false),
  })),
  listPinnedMessages: endpoint('listPinnedMessages', async ({ ctx, caller, params }) => ({
    data: await listPinnedMessages(ctx, caller, params.id),
  })),
  listMessageVersions: endpoint('listMessageVersions', async ({ ctx, caller, params }) => ({
    data: await listMessageVersions(ctx, caller, params.id, params.messageId),
  })),
  markMessageUnread: endpoint('markMessageUnread', ({ ctx, caller, params }) =>
    markUnread(ctx, caller, params.id, params.messageId),
  ),
  getChatSettings: endpoint('getChatSettings', async ({ ctx, caller }) => ({
    data: await chatSettingsOf(ctx, caller.id),
  })),
  updateChatSettings: endpoint('updateChatSettings', async ({ ctx, caller, body }) => ({
    data: await updateChatSettings(ctx, caller.id, body),
  })),
};
