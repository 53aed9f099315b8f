import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { colorModePickerSlotRecipe } from '../../theme/recipes/color-mode-picker';

/** What a person chose: a fixed mode, or whatever the operating system says. */
export type ColorModePreference = 'system' | 'light' | 'dark';

export interface ColorModePickerProps {
  /** The choice made now. */
  value: ColorModePreference;
  /** Called with the new choice. */
  onValueChange: (value: ColorModePreference) => void;
  /** The group's name, read before the choices. */
  label?: string;
  /** The words of each choice. */
  optionLabels?: Record<ColorModePreference, string>;
}

const icons: Record<ColorModePreference, ReactNode> = {
  system: <Monitor />,
  light: <Sun />,
  dark: <Moon />,
};

const defaultLabels: Record<ColorModePreference, string> = {
  system: 'Same as the system',
  light: 'Light',
  dark: 'Dark',
};

/**
 * Three choices side by side: the system's colour mode, light or dark. Native radio buttons
 * underneath, so that the arrow keys move between them as in any radio group.
 */
export function ColorModePicker({
  value,
  onValueChange,
  label = 'Appearance',
  optionLabels = defaultLabels,
}: ColorModePickerProps) {
  const styles = useSlotRecipe({ recipe: colorModePickerSlotRecipe })({});
  const name = useId();
  return (
    <chakra.fieldset css={styles.root}>
      <chakra.legend css={styles.legend}>{label}</chakra.legend>
      <chakra.div css={styles.options}>
        {(['system', 'light', 'dark'] as const).map((option) => (
          <chakra.label key={option} css={styles.option}>
            <chakra.input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onValueChange(option)}
              css={styles.input}
            />
            <chakra.span css={styles.icon} aria-hidden="true">
              {icons[option]}
            </chakra.span>
            {optionLabels[option]}
          </chakra.label>
        ))}
      </chakra.div>
    </chakra.fieldset>
  );
}
