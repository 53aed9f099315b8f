import { chakra, useSlotRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A field's problem under an input that is not a FormField (a radio group, an upload, a
 * checkbox): the theme's field error text, so that it reads as the others do (and meets AA).
 */
export function ProblemText({ id, children }: { id?: string; children: ReactNode }) {
  const styles = useSlotRecipe({ key: 'field' })({});
  return (
    <chakra.p id={id} css={styles.errorText}>
      {children}
    </chakra.p>
  );
}
