import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { BellOff } from 'lucide-react';
import { cloneElement, type ReactElement, type ReactNode } from 'react';

import { chatChannelItemSlotRecipe } from '../../theme/recipes/chat';
import { ChatPresenceAvatar } from './ChatPresenceAvatar';

export interface ChatChannelItemProps extends Omit<HTMLChakraProps<'li'>, 'children'> {
  /** The conversation's name: the group's name, or the other person's. */
  name: string;
  /**
   * The link that opens the conversation (the app passes its router's link, e.g.
   * `<Link to="/chat?channel=1" />`); mark the open one with `aria-current="page"`.
   */
  link: ReactElement<{ children?: ReactNode }>;
  /** The other person's picture (direct chats); the initials of `name` without one. */
  avatarSrc?: string | null;
  /**
   * Whether the other person is online: a dot (filled, or a hollow ring), and ', online' read
   * out; no dot when unknown (groups).
   */
  isOnline?: boolean;
  /** The latest message in one line, e.g. 'Ann: See you at 3'; nothing for a new chat. */
  preview?: string | null;
  /** The latest activity as an ISO time (for the `<time>` element). */
  dateTime?: string;
  /** The latest activity in words, e.g. '09:30' or 'Yesterday'. */
  timeLabel?: string;
  /** Messages not read yet: a badge, and the name and preview in bold. */
  unreadCount?: number;
  /** Whether notifications of the conversation are off: a muted icon and a grey badge. */
  isMuted?: boolean;
}

/** The badge's text: the count, '99+' beyond. */
export const unreadLabel = (count: number) => (count > 99 ? '99+' : String(count));

/** One conversation in the chat list: avatar, name, time, latest message and unread count. */
export function ChatChannelItem({
  name,
  link,
  avatarSrc,
  isOnline,
  preview,
  dateTime,
  timeLabel,
  unreadCount = 0,
  isMuted = false,
  ...rest
}: ChatChannelItemProps) {
  const styles = useSlotRecipe({ recipe: chatChannelItemSlotRecipe })({});
  const isUnread = unreadCount > 0;
  const unread = isUnread ? { 'data-unread': '' } : {};
  return (
    <chakra.li css={styles.root} {...rest}>
      <chakra.a asChild css={styles.link}>
        {cloneElement(
          link,
          {},
          <>
            <ChatPresenceAvatar name={name} src={avatarSrc} isOnline={isOnline} />
            <chakra.span css={styles.text}>
              <chakra.span css={styles.top}>
                <chakra.span css={styles.name} {...unread}>
                  {name}
                </chakra.span>
                {isOnline !== undefined && (
                  <chakra.span srOnly>{isOnline ? ', online' : ''}</chakra.span>
                )}
                {dateTime && timeLabel && (
                  <chakra.time css={styles.time} dateTime={dateTime}>
                    {timeLabel}
                  </chakra.time>
                )}
              </chakra.span>
              <chakra.span css={styles.bottom}>
                <chakra.span css={styles.preview} {...unread}>
                  {preview || '\u00a0'}
                </chakra.span>
                {isMuted && (
                  <chakra.span css={styles.muted} title="Muted">
                    <BellOff aria-hidden="true" />
                    <chakra.span srOnly>, muted</chakra.span>
                  </chakra.span>
                )}
                {isUnread && (
                  <chakra.span css={styles.badge} data-muted={isMuted ? '' : undefined}>
                    <span aria-hidden="true">{unreadLabel(unreadCount)}</span>
                    <chakra.span srOnly>
                      , {unreadCount} unread {unreadCount === 1 ? 'message' : 'messages'}
                    </chakra.span>
                  </chakra.span>
                )}
              </chakra.span>
            </chakra.span>
          </>,
        )}
      </chakra.a>
    </chakra.li>
  );
}
