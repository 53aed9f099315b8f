import type { TSchemasFor } from '../api/endpoint.ts';
import { SHARED_IMAGE_BOUNDS } from '../shared/image-bounds.ts';
import { ZMessageResponse } from '../shared/schemas.ts';
import { CHAT_ATTACHMENT_FIELD, CHAT_ATTACHMENT_TYPES } from './constants.ts';
import type { CHAT_ROUTES } from './routes.ts';
import {
  ZAddMembersRequest,
  ZChannelDetailResponse,
  ZChannelListResponse,
  ZChannelMemberParams,
  ZChannelMembersChangeResponse,
  ZChannelMembersResponse,
  ZChannelMessageParams,
  ZChannelParams,
  ZChannelResponse,
  ZChatContactsResponse,
  ZChatMessageResponse,
  ZChatReactionsResponse,
  ZChatSearchQuery,
  ZChatSearchPeopleResponse,
  ZChatSearchResponse,
  ZChatSettingsResponse,
  ZCreateChannelRequest,
  ZEditMessageRequest,
  ZMarkReadRequest,
  ZMessageListQuery,
  ZMessageListResponse,
  ZMessageVersionsResponse,
  ZPinnedMessagesResponse,
  ZPresenceResponse,
  ZReadMarkerResponse,
  ZSendAttachmentFields,
  ZSendMessageRequest,
  ZSetReactionRequest,
  ZUpdateChannelRequest,
  ZUpdateChatSettingsRequest,
} from './schemas.ts';

const BLOCK_RULE =
  'A block between the two people (either way) forbids a direct chat and posting in it (403).';

export const CHAT_SCHEMAS = {
  listChatContacts: {
    summary: 'The people the caller may start a chat with (the new-chat picker)',
    description:
      'Approved, active accounts other than the caller: for a client, the provider who keeps its client record and the superadmin; for providers and the superadmin, everyone. People blocked either way are left out.',
    response: ZChatContactsResponse,
  },
  listChannels: {
    summary: 'The caller’s channels, latest activity first, with unread counts',
    response: ZChannelListResponse,
  },
  createChannel: {
    summary: 'Start a direct chat (or open the existing one) or create a group',
    description: `A direct chat exists once per pair: asking again answers the same channel with 200. Group members must be people the caller may chat with. ${BLOCK_RULE}`,
    body: ZCreateChannelRequest,
    response: ZChannelResponse,
    status: 201,
  },
  getChannel: {
    summary: 'One channel with its members',
    params: ZChannelParams,
    response: ZChannelDetailResponse,
  },
  updateChannel: {
    summary: 'Rename a group (its owner) or mute the channel for the caller',
    params: ZChannelParams,
    body: ZUpdateChannelRequest,
    response: ZChannelResponse,
  },
  deleteChannel: {
    summary: 'Delete a group for everyone (its owner)',
    description: 'Its messages and attachments go with it. A direct chat cannot be deleted (403).',
    params: ZChannelParams,
    response: ZMessageResponse,
  },
  listChannelMembers: {
    summary: 'The members of a channel, owner first',
    params: ZChannelParams,
    response: ZChannelMembersResponse,
  },
  addChannelMembers: {
    summary: 'Add people to a group (its owner)',
    description: `Only people the owner may chat with. People already in it are left as they are. ${BLOCK_RULE}`,
    params: ZChannelParams,
    body: ZAddMembersRequest,
    response: ZChannelMembersChangeResponse,
  },
  removeChannelMember: {
    summary: 'Remove a member from a group (its owner), or leave it (the caller’s own id)',
    description:
      'An owner who leaves passes ownership to the longest-standing member; the last member to leave deletes the group.',
    params: ZChannelMemberParams,
    response: ZMessageResponse,
  },
  listMessages: {
    summary: 'A page of messages: the latest, after a sequence number (catch-up), or before one',
    description:
      'With `after`, `updates` holds the earlier messages edited or deleted since the message `after` was sent.',
    params: ZChannelParams,
    query: ZMessageListQuery,
    response: ZMessageListResponse,
  },
  sendMessage: {
    summary: 'Post a message (or a reply, with replyToId)',
    description: `Stored, then sent to every member. A reply names a message of the same conversation that the sender can read, not deleted (400 otherwise). Mentions (\`<@id>\`) name members who are accounts (400 otherwise); \`<@all>\` only the group's owner (403). A retry with the same clientId answers the stored message with 200 and stores nothing. ${BLOCK_RULE} 429 when the caller sends too fast.`,
    params: ZChannelParams,
    body: ZSendMessageRequest,
    response: ZChatMessageResponse,
    status: 201,
  },
  sendAttachment: {
    summary: 'Post a message with one file (PDF or image)',
    description: 'As sendMessage; the file type is checked on the bytes.',
    params: ZChannelParams,
    form: {
      label: 'message',
      fields: ZSendAttachmentFields,
      files: {
        [CHAT_ATTACHMENT_FIELD]: {
          types: CHAT_ATTACHMENT_TYPES,
          label: 'attachment',
          typesInWords: 'a PDF or a PNG, JPEG, WebP or GIF image',
          description: 'The file (PDF, PNG, JPEG, WebP or GIF).',
          imageBounds: SHARED_IMAGE_BOUNDS,
        },
      },
    },
    response: ZChatMessageResponse,
    status: 201,
  },
  downloadAttachment: {
    summary: 'The file of a message (members only)',
    params: ZChannelMessageParams,
    response: { file: CHAT_ATTACHMENT_TYPES },
  },
  editMessage: {
    summary: 'Change the text of one’s own message',
    params: ZChannelMessageParams,
    body: ZEditMessageRequest,
    response: ZChatMessageResponse,
  },
  deleteMessage: {
    summary: 'Delete one’s own message for everyone',
    description: 'Its text and file are erased; it reads "This message was deleted".',
    params: ZChannelMessageParams,
    response: ZChatMessageResponse,
  },
  markChannelRead: {
    summary: 'Move the caller’s read marker forward to a sequence number',
    params: ZChannelParams,
    body: ZMarkReadRequest,
    response: ZReadMarkerResponse,
  },
  setReaction: {
    summary: 'Put the caller’s reaction with one emoji on a message, or take it off',
    description:
      'A state, not a toggle: the same request twice changes nothing the second time. At most 20 different emoji per message (409 for a 21st). Not on system messages or deleted ones (409). Answers the message’s reactions; every member who has the message gets them too (`chat:reactions`).',
    params: ZChannelMessageParams,
    body: ZSetReactionRequest,
    response: ZChatReactionsResponse,
  },
  pinMessage: {
    summary: 'Pin a message of the conversation',
    description:
      'Any member of a direct chat; in a group every member, or its owner only when the owner chose so (403 for others). At most 50 pinned messages per conversation (409). Pinning a pinned message changes nothing.',
    params: ZChannelMessageParams,
    response: ZChatMessageResponse,
  },
  unpinMessage: {
    summary: 'Unpin a message (whoever may pin)',
    params: ZChannelMessageParams,
    response: ZChatMessageResponse,
  },
  listPinnedMessages: {
    summary: 'The conversation’s pinned messages the caller can read, the latest pin first',
    params: ZChannelParams,
    response: ZPinnedMessagesResponse,
  },
  listMessageVersions: {
    summary: 'The earlier texts of an edited message (members who can read it)',
    description: 'Deleting a message deletes its history: a deleted message has none.',
    params: ZChannelMessageParams,
    response: ZMessageVersionsResponse,
  },
  markMessageUnread: {
    summary: 'Mark the conversation unread from this message (the caller’s own marker only)',
    description:
      'Moves the caller’s private read marker back to just before the message; how far others see it has read ("Seen by") does not go back.',
    params: ZChannelMessageParams,
    response: ZReadMarkerResponse,
  },
  getChatSettings: {
    summary: 'The caller’s chat settings (read receipts)',
    response: ZChatSettingsResponse,
  },
  updateChatSettings: {
    summary: 'Turn the caller’s read receipts on or off',
    body: ZUpdateChatSettingsRequest,
    response: ZChatSettingsResponse,
  },
  searchMessages: {
    summary: 'Search the messages of the caller’s channels by words and filters',
    description:
      'Words (each a prefix, all must match) and filters (from, in, has=file, after, before), combinable; at least one. By relevance (ts_rank) when words are given, unless sort=newest; newest first otherwise. A `from` the caller may not search for, or an `in` that is not one of its conversations, is a 400 naming the field.',
    query: ZChatSearchQuery,
    response: ZChatSearchResponse,
  },
  listSearchPeople: {
    summary: 'The people a search may be filtered by (`from`), in the form the caller sees them',
    description:
      'Everyone in the caller’s conversations (accounts and guests), the caller first. A client in a private group reads a fellow client in the private form ("Maya L.") unless they also share a conversation that shows them in full.',
    response: ZChatSearchPeopleResponse,
  },
  getChatPresence: {
    summary: 'Who of the people in the caller’s channels is online',
    response: ZPresenceResponse,
  },
} as const satisfies TSchemasFor<typeof CHAT_ROUTES>;
