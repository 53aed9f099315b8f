import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { statCardSlotRecipe } from '../../theme/recipes/stat-card';

export interface StatCardProps extends HTMLChakraProps<'section'> {
  /** What is counted, e.g. 'Clients'. */
  label: string;
  /** The figure or short status, e.g. 12 or 'Approved'. */
  value: ReactNode;
  /** An icon that identifies the card. */
  icon?: ReactNode;
  /** One line of context under the value. */
  hint?: ReactNode;
  /** A link or button to act on it. */
  action?: ReactNode;
}

/** A figure on a dashboard: what it counts, the value, a hint and an action. */
export function StatCard({ label, value, icon, hint, action, ...rest }: StatCardProps) {
  // The recipe is passed in, not registered in the theme: dashboards load it, the login page not.
  const recipe = useSlotRecipe({ recipe: statCardSlotRecipe });
  const styles = recipe({});
  return (
    <chakra.section aria-label={label} css={styles.root} {...rest}>
      <chakra.div css={styles.header}>
        {icon && (
          <chakra.span css={styles.icon} aria-hidden="true">
            {icon}
          </chakra.span>
        )}
        <chakra.h2 css={styles.label}>{label}</chakra.h2>
      </chakra.div>
      <chakra.p css={styles.value}>{value}</chakra.p>
      {hint && <chakra.p css={styles.hint}>{hint}</chakra.p>}
      {action && <chakra.div css={styles.action}>{action}</chakra.div>}
    </chakra.section>
  );
}
