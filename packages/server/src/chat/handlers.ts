import { CHAT_ATTACHMENT_FIELD } from '@portal/contracts';

import { downloadAttachment, sendAttachment } from './attachments.ts';
import {
  createChannel,
  deleteChannel,
  getChannelDetail,
  listChannels,
  updateChannel,
} from './channels.ts';
import { addMembers, listMembers, removeMember } from './members.ts';
import {
  deleteMessage,
  editMessage,
  listMessages,
  sendGuestMessage,
  sendMessage,
} from './messages.ts';
import { listOnlineContacts } from './presence.ts';
import { markRead } from './read-markers.ts';
import { listContacts } from './rules.ts';
import { searchMessages } from './search.ts';
import { searchPeople } from './search-filters.ts';
import { endpoint } from '../http/endpoint.ts';

/**
 * Handlers of the chat group of the endpoint table. Every `/chat/channels/:id...` route passed
 * the `channel-member` rule before it runs (anyone else got 404). The routes whose rule admits
 * guests get a channel guest too (its own channel only): getChannel, listChannelMembers,
 * listMessages, sendMessage, markChannelRead.
 */
export const chatHandlers = {
  listChatContacts: endpoint('listChatContacts', async ({ ctx, caller }) => ({
    data: await listContacts(ctx, caller),
  })),
  listChannels: endpoint('listChannels', ({ ctx, caller }) => listChannels(ctx, caller)),
  createChannel: endpoint('createChannel', async ({ ctx, caller, body, reply }) => {
    const { isNew, answer } = await createChannel(ctx, caller, body);
    // An existing direct chat is opened, not created.
    if (!isNew) reply.code(200);
    return answer;
  }),
  getChannel: endpoint('getChannel', async ({ ctx, caller, params }) => ({
    data: await getChannelDetail(ctx, caller, params.id),
  })),
  updateChannel: endpoint('updateChannel', ({ ctx, caller, params, body }) =>
    updateChannel(ctx, caller, params.id, body),
  ),
  deleteChannel: endpoint('deleteChannel', ({ ctx, caller, params }) =>
    deleteChannel(ctx, caller, params.id),
  ),
  listChannelMembers: endpoint('listChannelMembers', async ({ ctx, caller, params }) => ({
    data: await listMembers(ctx, caller, params.id),
  })),
  addChannelMembers: endpoint('addChannelMembers', ({ ctx, caller, params, body }) =>
    addMembers(ctx, caller, params.id, body),
  ),
  removeChannelMember: endpoint('removeChannelMember', ({ ctx, caller, params }) =>
    removeMember(ctx, caller, params.id, params.memberId),
  ),
  listMessages: endpoint('listMessages', ({ ctx, caller, params, query }) =>
    listMessages(ctx, caller, params.id, query),
  ),
  sendMessage: endpoint('sendMessage', async ({ ctx, caller, params, body, reply }) => {
    const { isNew, data } =
      caller.kind === 'guest'
        ? await sendGuestMessage(ctx, caller, params.id, body)
        : await sendMessage(ctx, caller.id, params.id, body);
    // A retry answers the stored message: nothing was created this time.
    if (!isNew) reply.code(200);
    return { data };
  }),
  sendAttachment: endpoint(
    'sendAttachment',
    async ({ ctx, caller, params, fields, files, reply }) => {
      const { isNew, data } = await sendAttachment(
        ctx,
        caller,
        params.id,
        fields,
        files[CHAT_ATTACHMENT_FIELD],
      );
      if (!isNew) reply.code(200);
      return { data };
    },
  ),
  downloadAttachment: endpoint('downloadAttachment', ({ ctx, caller, params, reply }) =>
    downloadAttachment(ctx, caller, params.id, params.messageId, reply),
  ),
  editMessage: endpoint('editMessage', async ({ ctx, caller, params, body }) => ({
    data: await editMessage(ctx, caller, params.id, params.messageId, body.text),
  })),
  deleteMessage: endpoint('deleteMessage', async ({ ctx, caller, params }) => ({
    data: await deleteMessage(ctx, caller, params.id, params.messageId),
  })),
  markChannelRead: endpoint('markChannelRead', ({ ctx, caller, params, body }) =>
    markRead(ctx, caller, params.id, body.seq),
  ),
  searchMessages: endpoint('searchMessages', async ({ ctx, caller, query }) => ({
    data: await searchMessages(ctx, caller, query, query.limit),
  })),
  listSearchPeople: endpoint('listSearchPeople', async ({ ctx, caller }) => ({
    data: await searchPeople(ctx, caller),
  })),
  getChatPresence: endpoint('getChatPresence', async ({ ctx, caller }) => ({
    online: await listOnlineContacts(ctx, caller),
  })),
};
