import { Box, Button, chakra, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link2, MessageSquarePlus, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import type { TChatChannel } from '@portal/contracts';
import type { TClientPrivacy } from '@portal/contracts/constants';

import {
  ChatMessagesSkeleton,
  EmptyState,
  ErrorPanel,
  ListSkeleton,
  TooltipIconButton,
} from '@portal/ui';

import { loadOnFirstOpen } from '@/lib/lazy/load-on-first-open';
import { useStores } from '@/stores/StoreProvider';

import { callMember } from '../api/chat-call';
import { useChannel, useChannels } from '../api/hooks';
import { askLatestPage } from '../api/latest-page';
import { ChannelList } from '../components/ChannelList';
import { Conversation } from '../components/Conversation';
import type { MessageFocus } from '../components/MessageList';
import { ChatSearchBox } from '../components/ChatSearchBox';
import { MessageSearchResults } from '../components/MessageSearchResults';
import { SearchSection } from '../components/SearchSection';
import { useChatSearchState } from '../hooks/useChatSearchState';
import { usePresence } from '../hooks/usePresence';
import { CHANNEL_PARAM, chatPath, focusSeqOf } from '../utils/chat-path';

const NewChatDialog = loadOnFirstOpen(
  () => import('../components/NewChatDialog').then((module) => module.NewChatDialog),
  (props) => props.isOpen,
);
const InviteByLinkDialog = loadOnFirstOpen(
  () => import('../components/InviteByLinkDialog').then((module) => module.InviteByLinkDialog),
  (props) => props.isOpen,
);

const NO_CHANNELS: TChatChannel[] = [];

/**
 * '/chat': the conversations on one side, the open one (`?channel=<id>`, at `&message=<seq>` when
 * a search result opened it) on the other; on a phone, one at a time. New chats and groups start
 * from the list's header; its search box filters the conversations by name and finds messages.
 */
export const ChatPage = observer(function ChatPage() {
  const { session } = useStores();
  const myId = session.userId;
  const [searchParams] = useSearchParams();
  const selectedId = searchParams.get(CHANNEL_PARAM);
  const focusSeq = focusSeqOf(searchParams);
  // A new navigation to the same result (chosen again) has a new key: the view goes back to it.
  const { key: locationKey } = useLocation();
  const focus = useMemo<MessageFocus | null>(
    () => (focusSeq === null ? null : { seq: focusSeq, key: locationKey }),
    [focusSeq, locationKey],
  );
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'direct' | 'group' | 'invite' | null>(null);
  // Providers and the superadmin may invite someone without an account to a direct chat.
  const mayInvite = session.role === 'provider' || session.role === 'superadmin';
  const channels = useChannels();
  const search = useChatSearchState(channels.data?.data ?? NO_CHANNELS);
  const onlineIds = usePresence();

  return (
    <Grid
      // minmax(0, 1fr), not 1fr (whose least is the content's width): a long name is cut short
      // in its column instead of widening the page.
      templateColumns={{ base: 'minmax(0, 1fr)', lg: '20rem minmax(0, 1fr)' }}
      h="calc(100dvh - 3.5rem)"
      minH="24rem"
      bg="bg.panel"
    >
      <Stack
        as="section"
        aria-labelledby="chat-list-title"
        gap="2"
        py="3"
        minH="0"
        minW="0"
        borderEndWidth={{ lg: '1px' }}
        borderColor="border"
        display={{ base: selectedId ? 'none' : 'flex', lg: 'flex' }}
      >
        {/* The actions go under the title when the list is too narrow for both. */}
        <HStack px="4" justify="space-between" flexWrap="wrap" rowGap="2">
          <chakra.h1 id="chat-list-title" textStyle="xl" fontWeight="semibold">
            Chat
          </chakra.h1>
          <HStack gap="1">
            <Button size="sm" variant="outline" onClick={() => setDialog('direct')}>
              <MessageSquarePlus />
              New chat
            </Button>
            <Button size="sm" variant="outline" onClick={() => setDialog('group')}>
              <Users />
              New group
            </Button>
            {mayInvite && (
              <TooltipIconButton
                label="Invite someone without an account"
                icon={<Link2 />}
                size="sm"
                variant="outline"
                onClick={() => setDialog('invite')}
              />
            )}
          </HStack>
        </HStack>
        {channels.data && channels.data.data.length > 0 && (
          <Box px="3">
            <ChatSearchBox search={search} channels={channels.data.data} />
          </Box>
        )}
        <Box flex="1" minH="0" overflowY="auto">
          {channels.isLoading ? (
            <ListSkeleton loadingText="Loading conversations..." rows={6} px="2" />
          ) : channels.error || !channels.data ? (
            <Stack gap="3" align="center" p="4">
              <ErrorPanel
                error={
                  channels.error instanceof Error
                    ? channels.error
                    : 'The conversations could not be loaded.'
                }
                onRetry={() => void channels.mutate()}
              />
            </Stack>
          ) : channels.data.data.length === 0 ? (
            <EmptyState
              size="sm"
              titleAs="h2"
              title="No conversations yet"
              description="Start a chat with one person, or a group."
            />
          ) : search.isActive ? (
            <Stack gap="4" pb="2">
              {search.words && (
                <SearchSection id="chat-search-conversations" title="Conversations">
                  <ChannelList
                    channels={channels.data.data}
                    myId={myId}
                    selectedId={selectedId}
                    onlineIds={onlineIds}
                    filter={search.words}
                  />
                </SearchSection>
              )}
              {search.query && (
                <MessageSearchResults
                  query={search.query}
                  myId={myId}
                  current={
                    selectedId && focusSeq !== null
                      ? { channelId: selectedId, seq: focusSeq }
                      : null
                  }
                />
              )}
            </Stack>
          ) : (
            <ChannelList
              channels={channels.data.data}
              myId={myId}
              selectedId={selectedId}
              onlineIds={onlineIds}
            />
          )}
        </Box>
      </Stack>
      <Box
        as="section"
        aria-label="Conversation"
        minH="0"
        minW="0"
        display={{ base: selectedId ? 'block' : 'none', lg: 'block' }}
      >
        {selectedId && (
          // On a phone the list and its heading give way to the conversation: the page keeps
          // its level-one heading for screen readers.
          <chakra.h1 srOnly display={{ lg: 'none' }}>
            Chat
          </chakra.h1>
        )}
        {selectedId ? (
          <OpenConversation key={selectedId} channelId={selectedId} myId={myId} focus={focus} />
        ) : (
          <Stack h="full" align="center" justify="center" p="6">
            <Text color="fg.muted">Choose a conversation, or start a new one.</Text>
          </Stack>
        )}
      </Box>
      <NewChatDialog
        mode={dialog === 'group' ? 'group' : 'direct'}
        isOpen={dialog === 'direct' || dialog === 'group'}
        onClose={() => setDialog(null)}
        onCreated={(channelId) => {
          setDialog(null);
          void navigate(chatPath(channelId));
        }}
      />
      {mayInvite && (
        <InviteByLinkDialog
          target={{ kind: 'direct' }}
          isOpen={dialog === 'invite'}
          onClose={() => setDialog(null)}
        />
      )}
    </Grid>
  );
});

interface OpenConversationProps {
  channelId: string;
  myId: string | null;
  focus: MessageFocus | null;
}

function OpenConversation({ channelId, myId, focus }: OpenConversationProps) {
  // The messages are asked for together with the channel's details, not after them (during the
  // first render: a conversation already in the cache mounts at once, and its effects run first).
  const [firstPage] = useState(() => {
    const page = askLatestPage(callMember, channelId);
    page.catch(() => undefined); // the conversation asks again
    return page;
  });
  const { data: detail, error, isLoading, mutate } = useChannel(channelId);
  // The form for clients the conversation opened with: the page asked for ahead is in that form.
  const [openedWith, setOpenedWith] = useState<TClientPrivacy | null | undefined>(undefined);
  if (detail && openedWith === undefined) setOpenedWith(detail.clientPrivacy);
  // The other person's read marker moves live in the channel list (chat:read): 'Seen' follows it.
  const listed = useChannels().data?.data.find((item) => item.id === channelId);
  const channel =
    detail && listed && (listed.peerLastReadSeq ?? 0) > (detail.peerLastReadSeq ?? 0)
      ? { ...detail, peerLastReadSeq: listed.peerLastReadSeq }
      : detail;
  if (isLoading) {
    return (
      <ChatMessagesSkeleton
        loadingText="Loading the conversation..."
        hasHeader
        hasComposer
        h="full"
      />
    );
  }
  if (error || !channel) {
    return (
      <Stack gap="3" align="center" p="6">
        <ErrorPanel
          error={error instanceof Error ? error : 'The conversation could not be loaded.'}
          onRetry={() => void mutate()}
        />
      </Stack>
    );
  }
  // A new form for clients (chat/utils/client-privacy.ts) changes the names in the messages held:
  // the conversation is read anew.
  return (
    <Conversation
      key={channel.clientPrivacy ?? 'unset'}
      channel={channel}
      myId={myId}
      focus={focus}
      firstPage={channel.clientPrivacy === openedWith ? firstPage : null}
    />
  );
}
