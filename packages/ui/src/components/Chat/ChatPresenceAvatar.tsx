import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';

import { chatPresenceAvatarSlotRecipe } from '../../theme/recipes/chat-presence';
import { UserAvatar, type UserAvatarProps } from '../UserCell';

export interface ChatPresenceAvatarProps extends Omit<HTMLChakraProps<'span'>, 'children'> {
  /** The person's name (or the group's): the initials and their colour without a picture. */
  name: string;
  /** The profile picture; the initials of `name` without one. */
  src?: string | null;
  /** Whether the person is online: a filled dot, or a hollow ring when not; no dot when unknown. */
  isOnline?: boolean;
  /** The avatar's size, as `UserAvatar`'s. */
  size?: UserAvatarProps['size'];
}

/**
 * A person's avatar with a presence dot. It is decoration, hidden from screen readers: say the
 * presence in words beside it (e.g. 'Online', or ', online' in a list item's name).
 */
export function ChatPresenceAvatar({
  name,
  src,
  isOnline,
  size,
  ...rest
}: ChatPresenceAvatarProps) {
  const styles = useSlotRecipe({ recipe: chatPresenceAvatarSlotRecipe })({});
  return (
    <chakra.span css={styles.root} aria-hidden="true" {...rest}>
      <UserAvatar name={name} src={src} size={size} />
      {isOnline !== undefined && (
        <chakra.span css={styles.dot} data-presence={isOnline ? 'online' : 'offline'} />
      )}
    </chakra.span>
  );
}
