import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { Check } from 'lucide-react';

import { stepIndicatorSlotRecipe } from '../../theme/recipes/step-indicator';

export interface StepIndicatorProps extends Omit<HTMLChakraProps<'ol'>, 'children'> {
  /** The steps' short names, in order. */
  steps: readonly string[];
  /** The step the person is on, 0-based; the earlier ones show as done. */
  current: number;
  /** The list's accessible name. */
  label?: string;
}

/** Where a person is in a task of a few steps: done, current (aria-current) and to come. */
export function StepIndicator({ steps, current, label = 'Progress', ...rest }: StepIndicatorProps) {
  const styles = useSlotRecipe({ recipe: stepIndicatorSlotRecipe })({});
  return (
    <chakra.ol aria-label={label} css={styles.root} {...rest}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <chakra.li
            key={step}
            css={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <chakra.span css={styles.marker} aria-hidden="true">
              {state === 'done' ? <Check /> : index + 1}
            </chakra.span>
            <chakra.span css={styles.label}>
              {step}
              {state === 'done' && <chakra.span srOnly> (done)</chakra.span>}
            </chakra.span>
          </chakra.li>
        );
      })}
    </chakra.ol>
  );
}
