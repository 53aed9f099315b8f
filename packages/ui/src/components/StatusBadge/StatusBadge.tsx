import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The meaning a status carries, each with its own colour in the theme. */
export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

const paletteByTone: Record<StatusTone, BadgeProps['colorPalette']> = {
  success: 'green',
  warning: 'orange',
  danger: 'red',
  neutral: 'gray',
  info: 'blue',
};

export interface StatusBadgeProps extends Omit<BadgeProps, 'colorPalette'> {
  /** What the status means: approved (success), pending (warning), rejected (danger)... */
  tone: StatusTone;
  /** The status text, e.g. 'Rejected'. */
  children: ReactNode;
}

/** An account or record state, as a coloured label. */
export function StatusBadge({ tone, children, ...rest }: StatusBadgeProps) {
  return (
    <Badge colorPalette={paletteByTone[tone]} variant="subtle" size="md" {...rest}>
      {children}
    </Badge>
  );
}
