import { chakra, IconButton, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { Check } from 'lucide-react';

import { notificationItemSlotRecipe } from '../../theme/recipes/notification-item';
import { Tooltip } from '../Tooltip';

export interface NotificationItemProps extends Omit<HTMLChakraProps<'li'>, 'title'> {
  /** What happened, e.g. 'Your account was approved'. */
  title: string;
  /** One line more, e.g. 'You can sign in now.' */
  message: string;
  /** When it happened, as an ISO time (for the `<time>` element). */
  dateTime: string;
  /** When it happened, in words for people, e.g. '5 minutes ago'. */
  timeLabel: string;
  /** Whether it is still unread: marked with a dot and a bold title. */
  isUnread?: boolean;
  /** Opens what it is about (its link). */
  onOpen?: () => void;
  /** Marks it read; the button shows only while it is unread. */
  onMarkRead?: () => void;
}

/** One notification in a list: unread mark, title, message and time; opens on click or Enter. */
export function NotificationItem({
  title,
  message,
  dateTime,
  timeLabel,
  isUnread = false,
  onOpen,
  onMarkRead,
  ...rest
}: NotificationItemProps) {
  // The recipe is passed in, not registered in the theme: only signed-in pages load it.
  const recipe = useSlotRecipe({ recipe: notificationItemSlotRecipe });
  const styles = recipe({});
  const unread = isUnread ? { 'data-unread': '' } : {};
  return (
    <chakra.li css={styles.root} {...rest}>
      <chakra.button type="button" css={styles.main} onClick={onOpen}>
        <chakra.span css={styles.dot} {...unread} aria-hidden="true" />
        <chakra.span css={styles.title} {...unread}>
          {isUnread && <chakra.span srOnly>Unread: </chakra.span>}
          {title}
        </chakra.span>
        <chakra.span css={styles.message}>{message}</chakra.span>
        <chakra.time css={styles.time} dateTime={dateTime}>
          {timeLabel}
        </chakra.time>
      </chakra.button>
      {isUnread && onMarkRead && (
        <chakra.span css={styles.action}>
          <Tooltip content="Mark as read">
            <IconButton
              aria-label={`Mark "${title}" as read`}
              size="xs"
              variant="ghost"
              onClick={onMarkRead}
            >
              <Check />
            </IconButton>
          </Tooltip>
        </chakra.span>
      )}
    </chakra.li>
  );
}
