import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { Pin, PinOff } from 'lucide-react';

import { EmptyState } from '../EmptyState';
import { ErrorPanel } from '../ErrorPanel';
import { TooltipIconButton } from '../IconButtons';
import { ListSkeleton } from '../ListSkeleton';
import { chatPinnedListSlotRecipe } from './chat-message-parts.recipe';

/** One pinned message. */
export interface ChatPinnedItem {
  /** The message's id (the row's key). */
  id: string;
  /** Who wrote it. */
  author: string;
  /** Its first line (or 'Attachment'). */
  excerpt: string;
  /** When it was sent, as an ISO time. */
  dateTime: string;
  /** The same in words, e.g. '23 Nov, 09:30'. */
  timeLabel: string;
  /** Goes to the message in the conversation. */
  onJump: () => void;
  /** Unpins it: an "Unpin" button on the row (only for those who may). */
  onUnpin?: () => void;
}

export interface ChatPinnedListProps extends Omit<HTMLChakraProps<'div'>, 'children'> {
  /** The pinned messages, in the order to show (the latest pin first, say). */
  items: ChatPinnedItem[];
  /** While the list loads: a skeleton. */
  isLoading?: boolean;
  /** Why the list could not be loaded, and a way to try again. */
  error?: { message: string; onRetry: () => void } | null;
}

/**
 * A conversation's pinned messages (in its details): each row a button that jumps to its
 * message, with an "Unpin" button when one may unpin; loading, error and empty states.
 */
export function ChatPinnedList({ items, isLoading = false, error, ...rest }: ChatPinnedListProps) {
  const styles = useSlotRecipe({ recipe: chatPinnedListSlotRecipe })({});
  if (error) {
    return (
      <ErrorPanel
        error={error.message}
        onRetry={error.onRetry}
        titleAs="p"
        variant="inline"
        {...rest}
      />
    );
  }
  if (isLoading) {
    return (
      <ListSkeleton
        loadingText="Loading the pinned messages…"
        rows={3}
        hasAvatar={false}
        lines={2}
        {...rest}
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Pin />}
        title="No pinned messages yet."
        description="Pin a message from its menu to keep it here."
        titleAs="p"
        size="sm"
        {...rest}
      />
    );
  }
  return (
    <chakra.div css={styles.root} {...rest}>
      <chakra.ul listStyle="none" display="contents" aria-label="Pinned messages">
        {items.map((item) => (
          <chakra.li key={item.id} css={styles.item}>
            <chakra.button type="button" css={styles.jump} onClick={item.onJump}>
              <chakra.span css={styles.header}>
                <chakra.span css={styles.author}>{item.author}</chakra.span>
                <chakra.time css={styles.time} dateTime={item.dateTime}>
                  {item.timeLabel}
                </chakra.time>
              </chakra.span>
              <chakra.span css={styles.excerpt}>{item.excerpt}</chakra.span>
              <chakra.span srOnly>. Go to the message</chakra.span>
            </chakra.button>
            {item.onUnpin && (
              <TooltipIconButton
                label="Unpin"
                aria-label={`Unpin the message of ${item.author}, ${item.timeLabel}`}
                icon={<PinOff />}
                size="xs"
                variant="ghost"
                mt="1"
                onClick={item.onUnpin}
              />
            )}
          </chakra.li>
        ))}
      </chakra.ul>
    </chakra.div>
  );
}
