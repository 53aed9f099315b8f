import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

import { chatSearchHitSlotRecipe } from '../../theme/recipes/chat-search';
import { markParts, type TextRange } from './mark-parts';

export interface ChatSearchHitProps extends Omit<HTMLChakraProps<'li'>, 'children'> {
  /** The conversation the message is in: the group's name, or the other person's. */
  channelName: string;
  /** Who wrote the message. */
  authorName: string;
  /** A plain-text extract of the message around the words found. */
  snippet: string;
  /** The words found in `snippet`, marked. Ranges out of order or out of bounds are ignored. */
  highlights?: readonly TextRange[];
  /** When the message was written, as an ISO time (for the `<time>` element). */
  dateTime: string;
  /** When, in words, e.g. '09:30' or '12 Nov'. */
  timeLabel: string;
  /**
   * The link that opens the conversation at this message (the app passes its router's link);
   * mark the one open with `aria-current="page"`.
   */
  link: ReactElement<{ children?: ReactNode }>;
}

/** One message found by the chat's search: the conversation, when, who, and the words found. */
export function ChatSearchHit({
  channelName,
  authorName,
  snippet,
  highlights,
  dateTime,
  timeLabel,
  link,
  ...rest
}: ChatSearchHitProps) {
  const styles = useSlotRecipe({ recipe: chatSearchHitSlotRecipe })({});
  return (
    <chakra.li css={styles.root} {...rest}>
      <chakra.a asChild css={styles.link}>
        {cloneElement(
          link,
          {},
          <>
            <chakra.span css={styles.top}>
              <chakra.span css={styles.channel}>{channelName}</chakra.span>
              <chakra.time css={styles.time} dateTime={dateTime}>
                {timeLabel}
              </chakra.time>
            </chakra.span>
            <chakra.span css={styles.snippet}>
              <chakra.span css={styles.author}>{authorName}:</chakra.span>{' '}
              {markParts(snippet, highlights).map((part, index) =>
                part.isMatch ? (
                  <chakra.mark key={index} css={styles.mark}>
                    {part.text}
                  </chakra.mark>
                ) : (
                  // A bare text node: a span around it would lose its edge spaces from the name.
                  <Fragment key={index}>{part.text}</Fragment>
                ),
              )}
            </chakra.span>
          </>,
        )}
      </chakra.a>
    </chakra.li>
  );
}
