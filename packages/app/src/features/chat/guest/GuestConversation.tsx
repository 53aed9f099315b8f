import { Badge, Box, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';

import type { TChatChannelDetail } from '@portal/contracts';
import { CHAT_MESSAGE_MAX_LENGTH } from '@portal/contracts/constants';

import {
  ChatComposer,
  ChatMessagesSkeleton,
  ChatTypingIndicator,
  ErrorPanel,
  FormAlert,
  UserAvatar,
} from '@portal/ui';

import { practiceName } from '@/lib/practice/practice-name';
import { ProvideSocket } from '@/lib/realtime/SocketProvider';

import type { MessageActionHandlers } from '../components/message-actions';
import { MessageList } from '../components/MessageList';
import { useOnline } from '../hooks/useOnline';
import type { GuestApiError } from './guest-api';
import type { StoredGuestSession } from './guest-storage';
import { useGuestConversation } from './useGuestConversation';
import { useGuestSocket } from './guest-socket';

export interface GuestConversationProps {
  session: StoredGuestSession;
  channel: TChatChannelDetail;
  /** The guest's current token (it changes when the session is renewed). */
  getToken: () => string;
  /** A line above the messages after joining ('You joined Care team.'). */
  notice?: string | null;
  /** The guest's access ended (removed, invitation withdrawn, conversation deleted). */
  onEnded: (message: string) => void;
  /** A call was refused as a guest: the page decides (renew, or end). */
  onRefused: (error: GuestApiError) => void;
}

/**
 * The conversation as a guest sees it: the chat's own message list, typing line and message box,
 * in a page of its own (no dashboard, no other conversations), over the guest's own socket.
 * Guests neither edit nor delete; they react.
 */
export function GuestConversation({ onEnded, ...props }: GuestConversationProps) {
  const socket = useGuestSocket({
    guestId: props.session.guest.id,
    getToken: props.getToken,
    onEnded: useCallback(({ message }: { message: string }) => onEnded(message), [onEnded]),
  });
  return (
    <ProvideSocket socket={socket}>
      <GuestChat {...props} />
    </ProvideSocket>
  );
}

/** The page's content, below `ProvideSocket`: the chat's hooks listen on the guest's socket. */
function GuestChat({
  session,
  channel,
  getToken,
  notice,
  onRefused,
}: Omit<GuestConversationProps, 'onEnded'>) {
  const guestId = session.guest.id;
  const chat = useGuestConversation({ channel, guestId, getToken, onRefused });
  const isOnline = useOnline();
  const [draft, setDraft] = useState('');
  const names = new Map(channel.members.map((member) => [member.id, member.fullName]));
  const typingNames = chat.typingIds.map((id) => names.get(id) ?? 'Someone');
  const { timeline, react } = chat;
  // Guests react (issue 36); they neither reply, pin, mark unread nor read the edit history here.
  const actions = useMemo<MessageActionHandlers>(
    () => ({ onReact: (message, emoji, reacted) => void react(message, emoji, reacted) }),
    [react],
  );

  return (
    <Flex direction="column" h="100dvh" bg="bg.subtle">
      <HStack
        as="header"
        px="4"
        py="2"
        gap="2"
        justify="space-between"
        borderBottomWidth="1px"
        borderColor="border"
        bg="bg.panel"
      >
        <HStack gap="2" fontWeight="semibold" minW="0">
          <Box color="fg.muted" aria-hidden="true">
            <ShieldCheck size={18} />
          </Box>
          <Text truncate>{practiceName}</Text>
        </HStack>
        <Text textStyle="sm" color="fg.muted" truncate>
          {session.guest.displayName} · guest
        </Text>
      </HStack>
      <chakra.main
        flex="1"
        minH="0"
        w="full"
        maxW="4xl"
        mx="auto"
        display="flex"
        flexDirection="column"
        bg="bg.panel"
        borderXWidth={{ md: '1px' }}
        borderColor="border"
      >
        <HStack px="4" py="3" gap="3" borderBottomWidth="1px" borderColor="border">
          <UserAvatar name={channel.name} aria-hidden="true" />
          <Box minW="0" flex="1">
            <chakra.h1
              textStyle="md"
              fontWeight="semibold"
              truncate
              tabIndex={-1}
              data-page-heading=""
            >
              {channel.name}
            </chakra.h1>
            <Text textStyle="xs" color="fg.muted">
              {channel.type === 'group'
                ? `${channel.memberCount} ${channel.memberCount === 1 ? 'member' : 'members'}`
                : 'Direct chat'}
            </Text>
          </Box>
          <Badge variant="subtle" colorPalette="gray">
            Guest access
          </Badge>
        </HStack>
        {notice && (
          <Text px="4" py="2" textStyle="sm" color="fg.muted" role="status">
            {notice}
          </Text>
        )}
        {!timeline.isLoaded ? (
          chat.loadError ? (
            <Stack flex="1" align="center" justify="center" p="4">
              <ErrorPanel error={chat.loadError} onRetry={() => void chat.reload()} />
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
          <MessageList
            channel={channel}
            timeline={timeline}
            myId={guestId}
            readSeqAtOpen={null}
            onLoadOlder={chat.loadOlder}
            onRetry={chat.retry}
            onDiscard={chat.discard}
            onAtBottomChange={chat.setAtBottom}
            actions={actions}
          />
        )}
        {(!isOnline || chat.isWaitingForNetwork) && (
          <FormAlert status="warning" title="You are offline.">
            Your messages will be sent, in order, when the connection is back.
          </FormAlert>
        )}
        <ChatTypingIndicator names={typingNames} />
        <ChatComposer
          label={`Message ${channel.name}`}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          disabledReason={
            channel.canPost ? null : (channel.cannotPostReason ?? 'You cannot send messages here.')
          }
          onValueChange={(text) => {
            setDraft(text);
            if (text) chat.onTyping();
          }}
          onSend={(text) => {
            setDraft('');
            void chat.send(text);
          }}
        />
      </chakra.main>
    </Flex>
  );
}
