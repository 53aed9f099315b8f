import { Button, chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { CircleAlert, RotateCw } from 'lucide-react';

import { errorPanelSlotRecipe } from '../../theme/recipes/error-panel';

export interface ErrorPanelProps extends Omit<HTMLChakraProps<'div'>, 'title'> {
  /** The error to explain; a string or an Error whose message is shown. */
  error: string | Error;
  /** Heading of the panel. */
  title?: string;
  /** The heading's element: 'h2' on a page, 'h3' inside a section, 'p' inside a list. */
  titleAs?: 'h2' | 'h3' | 'p';
  /** Tries again (fetches the data once more). Without it, no Retry button. */
  onRetry?: () => void;
  /** Label of the retry button. */
  retryLabel?: string;
  /** While true, the retry button shows that it is trying. */
  isRetrying?: boolean;
  /** Called by the close button; the app passes "go back one page". Without it, no button. */
  onClose?: () => void;
  /** Label of the close button. */
  closeLabel?: string;
  /** 'panel': a centred card in place of the content; 'inline': one row beside other content. */
  variant?: 'panel' | 'inline';
}

/** Tells the user that something failed, with the error's message, Retry and a way out. */
export function ErrorPanel({
  error,
  title = 'Something went wrong.',
  titleAs = 'h2',
  onRetry,
  retryLabel = 'Retry',
  isRetrying = false,
  onClose,
  closeLabel = 'Close',
  variant = 'panel',
  ...rest
}: ErrorPanelProps) {
  // Passed in rather than registered in the theme: the login page never shows it.
  const styles = useSlotRecipe({ recipe: errorPanelSlotRecipe })({ variant });
  const message = typeof error === 'string' ? error : error.message;
  const Title = titleAs === 'p' ? chakra.p : titleAs === 'h3' ? chakra.h3 : chakra.h2;
  const size = variant === 'inline' ? 'sm' : 'md';

  return (
    <chakra.div role="alert" css={styles.root} {...rest}>
      <chakra.span css={styles.icon} aria-hidden="true">
        <CircleAlert width="100%" height="100%" />
      </chakra.span>
      <chakra.div css={styles.text}>
        <Title css={styles.title}>{title}</Title>
        {message && <chakra.p css={styles.message}>{message}</chakra.p>}
      </chakra.div>
      {(onRetry || onClose) && (
        <chakra.div css={styles.actions}>
          {onRetry && (
            <Button size={size} onClick={onRetry} loading={isRetrying} loadingText={retryLabel}>
              <RotateCw />
              {retryLabel}
            </Button>
          )}
          {onClose && (
            <Button size={size} variant="outline" onClick={onClose}>
              {closeLabel}
            </Button>
          )}
        </chakra.div>
      )}
    </chakra.div>
  );
}
