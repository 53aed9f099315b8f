import { Box, chakra, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, Info } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import type { TChatChannelDetail, TChatMessage, TMessageListResponse } from '@portal/contracts';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_MESSAGE_MAX_LENGTH } from '@portal/contracts/constants';

import {
  ChatComposer,
  ChatMessagesSkeleton,
  ChatPresenceAvatar,
  ChatTypingIndicator,
  ErrorPanel,
  FormAlert,
  TooltipIconButton,
} from '@portal/ui';

import { loadOnFirstOpen } from '@/lib/lazy/load-on-first-open';
import { useSocketEvent } from '@/lib/realtime/SocketProvider';
import { paths } from '@/lib/routing/paths';
import { useStores } from '@/stores/StoreProvider';

import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_TYPES_IN_WORDS,
  useMemberAttachmentDownload,
} from '../api/attachments';
import { callMember } from '../api/chat-call';
import { useChatCache } from '../api/hooks';
import { useChannelFocus } from '../hooks/useChannelFocus';
import { useConversation } from '../hooks/useConversation';
import { useFocusOnOpen } from '../hooks/useFocusOnOpen';
import { useMarkRead } from '../hooks/useMarkRead';
import { useOnline } from '../hooks/useOnline';
import { usePresence } from '../hooks/usePresence';
import { useTyping } from '../hooks/useTyping';
import { applyRead } from '../utils/channel-list';
import { chatPath } from '../utils/chat-path';
import { mentionCandidates } from '../utils/mentions';
import { canPinIn } from '../utils/pins';
import { channelPresence } from '../utils/presence';
import { namesOf, pendingReplyOf } from '../utils/reply';
import { lastSeqOf } from '../utils/timeline';
import type { MessageActionHandlers } from './message-actions';
import { ProvideAttachmentDownload } from './MessageAttachment';
import { MessageList, type MessageFocus } from './MessageList';

const ConversationDetailsDialog = loadOnFirstOpen(
  () => import('./ConversationDetailsDialog').then((module) => module.ConversationDetailsDialog),
  (props) => props.isOpen,
);
const MessageHistoryDialog = loadOnFirstOpen(
  () => import('./MessageHistoryDialog').then((module) => module.MessageHistoryDialog),
  (props) => props.message !== null,
);

/** After Mark as unread: where the marker went, and whether reading waits for the reader. */
interface MarkedUnread {
  readSeq: number;
  isPaused: boolean;
}

export interface ConversationProps {
  channel: TChatChannelDetail;
  myId: string | null;
  /**
   * A message to open at (a search result), and the navigation that asked for it: the same
   * result chosen again goes back to it.
   */
  focus?: MessageFocus | null;
  /** The latest page, asked for while the channel's details came (see `useMessageTimeline`). */
  firstPage?: Promise<TMessageListResponse> | null;
}

/** One open conversation: its header, the messages, who is typing, and the message box. */
export function Conversation({ channel, myId, focus = null, firstPage = null }: ConversationProps) {
  const {
    timeline,
    loadError,
    reload,
    loadOlder,
    send,
    retry,
    discard,
    remove,
    edit,
    react,
    togglePin,
    markUnread,
    isWaitingForNetwork,
  } = useConversation(channel.id, myId, {
    focusSeq: focus?.seq ?? null,
    firstPage,
  });
  const isOnline = useOnline();
  const { typingIds, onTyping } = useTyping(channel.id, myId);
  const presence = channelPresence(channel, usePresence(), myId);
  const { drafts } = useStores();
  const [draft, setDraft] = useState(() => drafts.textOf(myId, channel.id));
  const [readSeqAtOpen, setReadSeqAtOpen] = useState(() =>
    channel.unreadCount > 0 ? channel.lastReadSeq : null,
  );
  const [markedUnread, setMarkedUnread] = useState<MarkedUnread | null>(null);
  const [replyTo, setReplyTo] = useState<TChatMessage | null>(null);
  const [historyOf, setHistoryOf] = useState<TChatMessage | null>(null);
  const [isAtBottom, setAtBottom] = useState(true);
  const [showsDetails, setShowsDetails] = useState(false);
  const navigate = useNavigate();
  const { updateChannelList } = useChatCache();
  const downloadAttachment = useMemberAttachmentDownload();
  // On the way to a message far back the view waits at the end: that is not reading the latest.
  const isSeekingFocus =
    focus !== null && timeline.hasOlder && (timeline.messages[0]?.seq ?? 0) > focus.seq;
  useMarkRead({
    channel,
    lastSeq: lastSeqOf(timeline),
    isAtBottom: isAtBottom && !isSeekingFocus,
    myId,
    call: callMember,
    onRead: (marker) => updateChannelList((list) => applyRead(list, marker, myId)),
    readSeq: markedUnread?.readSeq ?? null,
    isPaused: markedUnread?.isPaused ?? false,
  });
  useChannelFocus(channel.id);
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnOpen({ root, heading, boxLabel: `Message ${channel.name}` });

  /** The marker went back (here or in another tab): "New messages" there, and no reading yet. */
  const showMarkedUnread = useCallback((readSeq: number) => {
    setMarkedUnread({ readSeq, isPaused: true });
    setReadSeqAtOpen(readSeq);
  }, []);
  useSocketEvent('chat:read', (read) => {
    if (read.channelId === channel.id && read.memberId === myId && read.isMarkedUnread) {
      showMarkedUnread(read.seq);
    }
  });
  const resumeReading = useCallback(
    () => setMarkedUnread((marked) => (marked?.isPaused ? { ...marked, isPaused: false } : marked)),
    [],
  );

  const mayPin = canPinIn(channel, myId);
  const actions = useMemo<MessageActionHandlers>(
    () => ({
      onReply: setReplyTo,
      onReact: (message, emoji, reacted) => void react(message, emoji, reacted),
      onTogglePin: mayPin ? (message) => void togglePin(message) : undefined,
      onMarkUnread: (message) =>
        void markUnread(message).then((marker) => {
          if (marker) showMarkedUnread(marker.lastReadSeq);
        }),
      onShowHistory: setHistoryOf,
      onJumpTo: (seq) => void navigate(chatPath(channel.id, seq)),
    }),
    [channel.id, mayPin, react, togglePin, markUnread, showMarkedUnread, navigate],
  );
  const nameOf = useMemo(() => namesOf(channel.members), [channel.members]);
  const candidates = useMemo(() => mentionCandidates(channel, myId), [channel, myId]);
  const replyQuote = replyTo && pendingReplyOf(replyTo, nameOf, myId);

  // The unsent text survives a reload on this device, for this account (stores/DraftStore.ts).
  useEffect(() => drafts.keep(myId, channel.id, draft), [drafts, myId, channel.id, draft]);

  const names = new Map(channel.members.map((member) => [member.id, member.fullName]));
  const typingNames = typingIds.map((id) => names.get(id) ?? 'Someone');
  const subtitle =
    channel.type === 'group'
      ? `${channel.memberCount} ${channel.memberCount === 1 ? 'member' : 'members'}`
      : channel.peer
        ? roleLabel(channel.peer.role)
        : null;

  return (
    <Stack ref={root} gap="0" h="full" minH="0">
      <HStack px="4" py="3" gap="3" borderBottomWidth="1px" borderColor="border">
        <IconButton asChild variant="ghost" size="sm" hideFrom="lg" aria-label="All conversations">
          <Link to={paths.chat}>
            <ArrowLeft />
          </Link>
        </IconButton>
        <ChatPresenceAvatar
          name={channel.name}
          src={channel.peer?.profileImage}
          isOnline={presence.isPeerOnline}
        />
        <Box minW="0" flex="1">
          <chakra.h2 ref={heading} tabIndex={-1} textStyle="md" fontWeight="semibold" truncate>
            {channel.name}
          </chakra.h2>
          {subtitle && (
            <Text textStyle="xs" color="fg.muted">
              {subtitle}
              {presence.label && ` · ${presence.label}`}
              {channel.isMuted && ' · muted'}
            </Text>
          )}
        </Box>
        <TooltipIconButton
          label="Conversation details"
          icon={<Info />}
          size="sm"
          variant="ghost"
          onClick={() => setShowsDetails(true)}
        />
      </HStack>
      <ConversationDetailsDialog
        key={channel.id}
        channel={channel}
        myId={myId}
        isOpen={showsDetails}
        onClose={() => setShowsDetails(false)}
        onGone={() => {
          setShowsDetails(false);
          void navigate(paths.chat);
        }}
        onJumpTo={actions.onJumpTo}
        onUnpin={actions.onTogglePin}
      />
      {!timeline.isLoaded ? (
        loadError ? (
          <Stack flex="1" align="center" justify="center" p="4">
            <ErrorPanel error={loadError} onRetry={() => void reload()} />
          </Stack>
        ) : (
          <ChatMessagesSkeleton flex="1" />
        )
      ) : timeline.messages.length === 0 && timeline.pending.length === 0 ? (
        <Stack flex="1" align="center" justify="center" p="6" textAlign="center">
          <Text color="fg.muted">
            No messages yet. Say hello to {channel.type === 'group' ? 'the group' : channel.name}.
          </Text>
        </Stack>
      ) : (
        <ProvideAttachmentDownload value={downloadAttachment}>
          <MessageList
            channel={channel}
            timeline={timeline}
            myId={myId}
            readSeqAtOpen={readSeqAtOpen}
            onLoadOlder={loadOlder}
            onRetry={retry}
            onDiscard={discard}
            onDelete={remove}
            onEdit={edit}
            onAtBottomChange={setAtBottom}
            focus={focus}
            actions={actions}
            onReaderScroll={resumeReading}
          />
        </ProvideAttachmentDownload>
      )}
      {(!isOnline || isWaitingForNetwork) && (
        <FormAlert status="warning" title="You are offline.">
          Your messages will be sent, in order, when the connection is back.
        </FormAlert>
      )}
      <ChatTypingIndicator names={typingNames} />
      <ChatComposer
        label={`Message ${channel.name}`}
        value={draft}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        fileAccept={ATTACHMENT_ACCEPT}
        maxFileBytes={CHAT_ATTACHMENT_MAX_BYTES}
        fileTypesInWords={ATTACHMENT_TYPES_IN_WORDS}
        disabledReason={
          channel.canPost ? null : (channel.cannotPostReason ?? 'You cannot send messages here.')
        }
        replyTo={replyQuote && { author: replyQuote.author, excerpt: replyQuote.excerpt }}
        onCancelReply={() => setReplyTo(null)}
        mentionCandidates={candidates}
        onValueChange={(text) => {
          setDraft(text);
          if (text) onTyping();
        }}
        onSend={(text, file) => {
          setDraft('');
          setReplyTo(null);
          resumeReading();
          void send(text, file, replyQuote ?? undefined);
        }}
      />
      <MessageHistoryDialog
        channelId={channel.id}
        message={historyOf}
        members={channel.members}
        onClose={() => setHistoryOf(null)}
      />
    </Stack>
  );
}

const roleLabel = (role: string) =>
  role === 'superadmin' ? 'Administrator' : role.charAt(0).toUpperCase() + role.slice(1);
