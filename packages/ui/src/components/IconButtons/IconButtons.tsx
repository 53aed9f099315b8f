import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Eye, Trash2 } from 'lucide-react';

import { Tooltip } from '../Tooltip';
import { UserAvatar } from '../UserCell';

export interface ActionIconButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The tooltip and the accessible name. */
  label?: string;
}

/** Opens a record. Tooltip and accessible name: 'View'. */
export function ViewButton({ label = 'View', ...rest }: ActionIconButtonProps) {
  return (
    <Tooltip content={label}>
      <IconButton aria-label={label} variant="ghost" size="sm" {...rest}>
        <Eye />
      </IconButton>
    </Tooltip>
  );
}

/** Deletes a record. Tooltip and accessible name: 'Delete'. */
export function DeleteButton({ label = 'Delete', ...rest }: ActionIconButtonProps) {
  return (
    <Tooltip content={label}>
      <IconButton aria-label={label} variant="ghost" colorPalette="red" size="sm" {...rest}>
        <Trash2 />
      </IconButton>
    </Tooltip>
  );
}

export interface AvatarButtonProps extends ActionIconButtonProps {
  /** The person the avatar shows; added to the accessible name ('Remove Ada Lovelace'). */
  name: string;
  /** Profile image; missing, empty or 'null' shows a placeholder icon. */
  src?: string | null;
}

/** A person's avatar that removes them when pressed (group members). Tooltip: 'Remove'. */
export function AvatarButton({ label = 'Remove', name, src, ...rest }: AvatarButtonProps) {
  return (
    <Tooltip content={label}>
      <IconButton
        aria-label={`${label} ${name}`}
        variant="ghost"
        rounded="full"
        size="sm"
        {...rest}
      >
        <UserAvatar name={name} src={src} size="xs" aria-hidden="true" />
      </IconButton>
    </Tooltip>
  );
}
