import { Button, chakra, HStack, Stack, Text } from '@chakra-ui/react';

import type { TChatChannelDetail, TChatMessage } from '@portal/contracts';

import { ErrorPanel, ListSkeleton } from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';

import { usePinnedMessages } from '../api/hooks';
import { listTime } from '../utils/labels';
import { excerptOf, namesOf, quotedAuthor } from '../utils/reply';

export interface PinnedMessagesProps {
  channel: TChatChannelDetail;
  myId: string | null;
  /** Whether the reader may unpin (whoever may pin). */
  canUnpin: boolean;
  /** Goes to a pinned message (the dialog closes). */
  onJump: (seq: number) => void;
  /** Unpins a message. */
  onUnpin: (message: TChatMessage) => void;
}

/**
 * The conversation's pinned messages in its details, the latest pin first: each goes to its
 * message; whoever may pin unpins from here too. (Drawn here until the design system's
 * `ChatPinnedList` is there to take its place.)
 */
export function PinnedMessages({ channel, myId, canUnpin, onJump, onUnpin }: PinnedMessagesProps) {
  const {
    data: pins,
    error,
    isLoading,
    isValidating,
    mutate,
  } = usePinnedMessages(channel.id, true);
  const nameOf = namesOf(channel.members);
  return (
    <Stack as="section" gap="2" aria-labelledby="conversation-pins">
      <chakra.h3 id="conversation-pins" textStyle="sm" fontWeight="semibold">
        Pinned messages
      </chakra.h3>
      {isLoading ? (
        <ListSkeleton loadingText="Loading the pinned messages..." rows={2} />
      ) : error ? (
        <ErrorPanel
          variant="inline"
          titleAs="p"
          error={errorMessage(error, 'The pinned messages could not be loaded.')}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      ) : !pins || pins.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          No pinned messages. Pin one from its More actions.
        </Text>
      ) : (
        <chakra.ul display="flex" flexDirection="column" gap="1" maxH="48" overflowY="auto">
          {pins.map((message) => {
            const author = quotedAuthor(message.author, myId);
            const excerpt =
              excerptOf(message.text, nameOf) ||
              (message.attachment?.name ?? message.document?.title ?? '');
            return (
              <chakra.li key={message.id} listStyleType="none">
                <HStack gap="2" align="flex-start">
                  <chakra.button
                    type="button"
                    flex="1"
                    minW="0"
                    textAlign="start"
                    px="2"
                    py="1.5"
                    rounded="l2"
                    _hover={{ bg: 'bg.muted' }}
                    focusVisibleRing="outside"
                    onClick={() => onJump(message.seq)}
                  >
                    <Text textStyle="sm" truncate>
                      <chakra.span fontWeight="semibold">{author}</chakra.span>
                      {`: ${excerpt}`}
                    </Text>
                    <Text as="span" display="block" textStyle="xs" color="fg.muted">
                      <chakra.time dateTime={message.createdAt}>
                        {listTime(message.createdAt)}
                      </chakra.time>
                      <chakra.span srOnly>. Go to the message</chakra.span>
                    </Text>
                  </chakra.button>
                  {canUnpin && (
                    <Button
                      size="xs"
                      variant="ghost"
                      aria-label={`Unpin ${author}: ${excerpt}`}
                      onClick={() => onUnpin(message)}
                    >
                      Unpin
                    </Button>
                  )}
                </HStack>
              </chakra.li>
            );
          })}
        </chakra.ul>
      )}
    </Stack>
  );
}
