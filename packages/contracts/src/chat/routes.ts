import { SIGNED_IN, resourceRule, withGuests } from '../api/access.ts';
import type { TRouteTable } from '../api/route.ts';

/** A channel the caller is a member of; anything else answers 404, as if it did not exist. */
const MEMBER = resourceRule('channel-member');
/** The same, and the channel's guest (its own channel only): what a guest needs to talk there. */
const MEMBER_OR_GUEST = withGuests(MEMBER);

/** Chat: channels, members, messages, read markers, search (issue 13). */
export const CHAT_ROUTES = {
  listChatContacts: { method: 'GET', path: '/chat/contacts', access: SIGNED_IN },
  listChannels: { method: 'GET', path: '/chat/channels', access: SIGNED_IN },
  createChannel: { method: 'POST', path: '/chat/channels', access: SIGNED_IN },
  getChannel: { method: 'GET', path: '/chat/channels/:id', access: MEMBER_OR_GUEST },
  updateChannel: { method: 'PATCH', path: '/chat/channels/:id', access: MEMBER },
  deleteChannel: { method: 'DELETE', path: '/chat/channels/:id', access: MEMBER },
  listChannelMembers: {
    method: 'GET',
    path: '/chat/channels/:id/members',
    access: MEMBER_OR_GUEST,
  },
  addChannelMembers: { method: 'POST', path: '/chat/channels/:id/members', access: MEMBER },
  removeChannelMember: {
    method: 'DELETE',
    path: '/chat/channels/:id/members/:memberId',
    access: MEMBER,
  },
  listMessages: { method: 'GET', path: '/chat/channels/:id/messages', access: MEMBER_OR_GUEST },
  sendMessage: { method: 'POST', path: '/chat/channels/:id/messages', access: MEMBER_OR_GUEST },
  sendAttachment: { method: 'POST', path: '/chat/channels/:id/attachments', access: MEMBER },
  downloadAttachment: {
    method: 'GET',
    path: '/chat/channels/:id/messages/:messageId/attachment',
    access: MEMBER,
  },
  editMessage: {
    method: 'PATCH',
    path: '/chat/channels/:id/messages/:messageId',
    access: MEMBER,
  },
  deleteMessage: {
    method: 'DELETE',
    path: '/chat/channels/:id/messages/:messageId',
    access: MEMBER,
  },
  markChannelRead: {
    method: 'POST',
    path: '/chat/channels/:id/read',
    access: MEMBER_OR_GUEST,
    passive: true,
  },
  // Conversations (issue 36).
  setReaction: {
    method: 'POST',
    path: '/chat/channels/:id/messages/:messageId/reactions',
    access: MEMBER_OR_GUEST,
  },
  pinMessage: { method: 'PUT', path: '/chat/channels/:id/messages/:messageId/pin', access: MEMBER },
  unpinMessage: {
    method: 'DELETE',
    path: '/chat/channels/:id/messages/:messageId/pin',
    access: MEMBER,
  },
  listPinnedMessages: { method: 'GET', path: '/chat/channels/:id/pins', access: MEMBER_OR_GUEST },
  listMessageVersions: {
    method: 'GET',
    path: '/chat/channels/:id/messages/:messageId/versions',
    access: MEMBER_OR_GUEST,
  },
  markMessageUnread: {
    method: 'POST',
    path: '/chat/channels/:id/messages/:messageId/unread',
    access: MEMBER,
  },
  getChatSettings: { method: 'GET', path: '/chat/settings', access: SIGNED_IN },
  updateChatSettings: { method: 'PATCH', path: '/chat/settings', access: SIGNED_IN },
  searchMessages: { method: 'GET', path: '/chat/search', access: SIGNED_IN },
  listSearchPeople: { method: 'GET', path: '/chat/search/people', access: SIGNED_IN },
  getChatPresence: { method: 'GET', path: '/chat/presence', access: SIGNED_IN },
} as const satisfies TRouteTable;
