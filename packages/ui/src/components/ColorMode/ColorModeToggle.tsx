import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';

import type { ColorMode } from '../../provider';
import { Tooltip } from '../Tooltip';

export interface ColorModeToggleProps extends Omit<
  IconButtonProps,
  'aria-label' | 'children' | 'onClick'
> {
  /** The colour mode shown now. */
  colorMode: ColorMode;
  /** Called with the other mode when the button is pressed. */
  onColorModeChange: (colorMode: ColorMode) => void;
  /** The button's name and tooltip while the page is light. */
  toDarkLabel?: string;
  /** The button's name and tooltip while the page is dark. */
  toLightLabel?: string;
}

/** A button in the top bar that switches between the light and the dark colour mode. */
export function ColorModeToggle({
  colorMode,
  onColorModeChange,
  toDarkLabel = 'Switch to dark mode',
  toLightLabel = 'Switch to light mode',
  ...rest
}: ColorModeToggleProps) {
  const isDark = colorMode === 'dark';
  const label = isDark ? toLightLabel : toDarkLabel;
  return (
    <Tooltip content={label}>
      <IconButton
        aria-label={label}
        variant="ghost"
        size="sm"
        onClick={() => onColorModeChange(isDark ? 'light' : 'dark')}
        {...rest}
      >
        {isDark ? <Sun /> : <Moon />}
      </IconButton>
    </Tooltip>
  );
}
