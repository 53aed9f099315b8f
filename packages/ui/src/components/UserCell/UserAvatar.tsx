import { Avatar } from '@chakra-ui/react';
import { UserRound } from 'lucide-react';

import { isUsableImage } from './image';
import { initialsOf, paletteForName } from './initials';

export interface UserAvatarProps extends Avatar.RootProps {
  /** The person's name: the picture's alternative text, and the initials and colour without one. */
  name: string;
  /** The profile image; missing, empty or the text 'null' shows the initials instead. */
  src?: string | null;
}

/**
 * A round profile picture; without one (or while it loads, or when it fails) the person's
 * initials on a colour derived from their name, so that each person looks their own.
 */
export function UserAvatar({ name, src, size = 'sm', ...rest }: UserAvatarProps) {
  const hasImage = isUsableImage(src);
  const initials = initialsOf(name);
  return (
    <Avatar.Root size={size} colorPalette={paletteForName(name)} {...rest}>
      <Avatar.Fallback data-testid="avatar-placeholder">
        {initials || <UserRound aria-hidden="true" />}
      </Avatar.Fallback>
      {hasImage && <Avatar.Image src={src} alt={name} />}
    </Avatar.Root>
  );
}
