import { chakra, useSlotRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A problem said under something that is not a FormField (a radio group, an upload, a field's
 * settings in the editor): the theme's field error text, so that it reads as the others do and
 * meets AA (Chakra's fg.error does not on a light page).
 */
export function ProblemText({
  id,
  role,
  children,
}: {
  id?: string;
  role?: 'alert';
  children: ReactNode;
}) {
  const styles = useSlotRecipe({ key: 'field' })({});
  return (
    <chakra.p id={id} role={role} css={styles.errorText}>
      {children}
    </chakra.p>
  );
}
