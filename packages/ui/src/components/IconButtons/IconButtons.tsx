import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Eye, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

import { Tooltip } from '../Tooltip';
import { UserAvatar } from '../UserCell';

export interface ActionIconButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The tooltip and the accessible name. */
  label?: string;
}

export interface TooltipIconButtonProps extends Omit<IconButtonProps, 'aria-label' | 'children'> {
  /** The tooltip and the accessible name. */
  label: string;
  /** The icon. */
  icon: ReactNode;
  /** 'danger' for destructive actions, 'success' for approving ones. */
  tone?: 'default' | 'danger' | 'success';
}

const paletteByTone = { default: undefined, danger: 'red', success: 'green' } as const;

/** An icon-only action whose tooltip and accessible name are the same words. */
export function TooltipIconButton({
  label,
  icon,
  tone = 'default',
  ...rest
}: TooltipIconButtonProps) {
  return (
    <Tooltip content={label}>
      <IconButton
        aria-label={label}
        variant="ghost"
        size="sm"
        colorPalette={paletteByTone[tone]}
        {...rest}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** Opens a record. Tooltip and accessible name: 'View'. */
export function ViewButton({ label = 'View', ...rest }: ActionIconButtonProps) {
  return <TooltipIconButton label={label} icon={<Eye />} {...rest} />;
}

/** Deletes a record. Tooltip and accessible name: 'Delete'. */
export function DeleteButton({ label = 'Delete', ...rest }: ActionIconButtonProps) {
  return <TooltipIconButton label={label} icon={<Trash2 />} tone="danger" {...rest} />;
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
      {/* Named by its picture (an image: its initials are not the button's text, WCAG 2.5.3). */}
      <IconButton variant="ghost" rounded="full" size="sm" {...rest}>
        <UserAvatar name={name} src={src} size="xs" aria-label={`${label} ${name}`} />
      </IconButton>
    </Tooltip>
  );
}
