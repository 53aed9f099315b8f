import { Spinner, chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';

export interface LoadingOverlayProps extends HTMLChakraProps<'div'> {
  /** The line under the spinner, read out by screen readers. */
  label?: string;
}

/** A full-screen overlay with a spinner; it covers the page while something loads. */
export function LoadingOverlay({ label = 'Loading...', ...rest }: LoadingOverlayProps) {
  const recipe = useSlotRecipe({ key: 'loadingOverlay' });
  const styles = recipe({});

  return (
    <chakra.div role="status" aria-live="polite" css={styles.root} {...rest}>
      <Spinner size="xl" borderWidth="3px" css={styles.spinner} aria-hidden="true" />
      <chakra.p css={styles.label}>{label}</chakra.p>
    </chakra.div>
  );
}
