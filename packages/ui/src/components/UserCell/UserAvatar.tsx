import { Avatar } from '@chakra-ui/react';
import { UserRound } from 'lucide-react';

import { isUsableImage } from './image';

export interface UserAvatarProps extends Avatar.RootProps {
  /** The person's name, used as the image's alternative text. */
  name: string;
  /** The profile image; missing, empty or the text 'null' shows a placeholder icon. */
  src?: string | null;
}

/** A round profile picture, or a placeholder icon when there is none. */
export function UserAvatar({ name, src, size = 'sm', ...rest }: UserAvatarProps) {
  const hasImage = isUsableImage(src);
  return (
    <Avatar.Root size={size} {...rest}>
      <Avatar.Fallback>
        <UserRound aria-hidden="true" data-testid="avatar-placeholder" />
      </Avatar.Fallback>
      {hasImage && <Avatar.Image src={src} alt={name} />}
    </Avatar.Root>
  );
}
