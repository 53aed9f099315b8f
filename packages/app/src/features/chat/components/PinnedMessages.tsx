import { chakra, Stack } from '@chakra-ui/react';

import type { TChatChannelDetail, TChatMessage } from '@portal/contracts';

import { ChatPinnedList } from '@portal/ui';

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
 * message; whoever may pin unpins from here too.
 */
export function PinnedMessages({ channel, myId, canUnpin, onJump, onUnpin }: PinnedMessagesProps) {
  const { data: pins, error, isLoading, mutate } = usePinnedMessages(channel.id, true);
  const nameOf = namesOf(channel.members);
  return (
    <Stack as="section" gap="2" aria-labelledby="conversation-pins">
      <chakra.h3 id="conversation-pins" textStyle="sm" fontWeight="semibold">
        Pinned messages
      </chakra.h3>
      <ChatPinnedList
        isLoading={isLoading}
        error={
          error
            ? {
                message: errorMessage(error, 'The pinned messages could not be loaded.'),
                onRetry: () => void mutate(),
              }
            : null
        }
        items={(pins ?? []).map((message) => ({
          id: message.id,
          author: quotedAuthor(message.author, myId),
          excerpt:
            excerptOf(message, nameOf) ||
            (message.attachment?.name ?? message.document?.title ?? ''),
          dateTime: message.createdAt,
          timeLabel: listTime(message.createdAt),
          onJump: () => onJump(message.seq),
          onUnpin: canUnpin ? () => onUnpin(message) : undefined,
        }))}
      />
    </Stack>
  );
}
