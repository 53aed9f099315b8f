import { Box, Button, chakra, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import { CHAT_MESSAGE_MAX_LENGTH, type TChatChannelDetail } from '@portal/contracts';

import {
  ChatComposer,
  ChatTypingIndicator,
  ErrorPanel,
  LoadingOverlay,
  UserAvatar,
} from '@portal/ui';

import { paths } from '@/lib/routing/paths';

import { useChannelFocus } from '../hooks/useChannelFocus';
import { useConversation } from '../hooks/useConversation';
import { useMarkRead } from '../hooks/useMarkRead';
import { useTyping } from '../hooks/useTyping';
import { draftOf, keepDraft } from '../utils/drafts';
import { lastSeqOf } from '../utils/timeline';
import { MessageList } from './MessageList';

export interface ConversationProps {
  channel: TChatChannelDetail;
  myId: string | null;
}

/** One open conversation: its header, the messages, who is typing, and the message box. */
export function Conversation({ channel, myId }: ConversationProps) {
  const { timeline, loadError, reload, loadOlder, send, retry, discard, remove } = useConversation(
    channel.id,
    myId,
  );
  const { typingIds, onTyping } = useTyping(channel.id, myId);
  const [draft, setDraft] = useState(() => draftOf(channel.id));
  const [readSeqAtOpen] = useState(() => (channel.unreadCount > 0 ? channel.lastReadSeq : null));
  const [isAtBottom, setAtBottom] = useState(true);
  useMarkRead(channel, lastSeqOf(timeline), isAtBottom, myId);
  useChannelFocus(channel.id);

  useEffect(() => keepDraft(channel.id, draft), [channel.id, draft]);

  const names = new Map(channel.members.map((member) => [member.id, member.fullName]));
  const typingNames = typingIds.map((id) => names.get(id) ?? 'Someone');
  const subtitle =
    channel.type === 'group'
      ? `${channel.memberCount} ${channel.memberCount === 1 ? 'member' : 'members'}`
      : channel.peer
        ? roleLabel(channel.peer.role)
        : null;

  return (
    <Stack gap="0" h="full" minH="0">
      <HStack px="4" py="3" gap="3" borderBottomWidth="1px" borderColor="border">
        <IconButton asChild variant="ghost" size="sm" hideFrom="lg" aria-label="All conversations">
          <Link to={paths.chat}>
            <ArrowLeft />
          </Link>
        </IconButton>
        <UserAvatar name={channel.name} src={channel.peer?.profileImage} aria-hidden="true" />
        <Box minW="0">
          <chakra.h2 textStyle="md" fontWeight="semibold" truncate>
            {channel.name}
          </chakra.h2>
          {subtitle && (
            <Text textStyle="xs" color="fg.muted">
              {subtitle}
            </Text>
          )}
        </Box>
      </HStack>
      {!timeline.isLoaded ? (
        loadError ? (
          <Stack flex="1" align="center" justify="center" gap="3" p="4">
            <ErrorPanel error={loadError} />
            <Button variant="outline" onClick={() => void reload()}>
              Retry
            </Button>
          </Stack>
        ) : (
          <Box flex="1">
            <LoadingOverlay label="Loading messages..." />
          </Box>
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
          myId={myId}
          readSeqAtOpen={readSeqAtOpen}
          onLoadOlder={loadOlder}
          onRetry={retry}
          onDiscard={discard}
          onDelete={remove}
          onAtBottomChange={setAtBottom}
        />
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
          if (text) onTyping();
        }}
        onSend={(text) => {
          setDraft('');
          void send(text);
        }}
      />
    </Stack>
  );
}

const roleLabel = (role: string) =>
  role === 'superadmin' ? 'Administrator' : role.charAt(0).toUpperCase() + role.slice(1);
