import { Button, chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';

export interface ErrorPanelProps extends Omit<HTMLChakraProps<'div'>, 'title'> {
  /** The error to explain; a string or an Error whose message is shown. */
  error: string | Error;
  /** Heading of the panel. */
  title?: string;
  /** Called by the close button; the app passes "go back one page". Without it, no button. */
  onClose?: () => void;
  /** Label of the close button. */
  closeLabel?: string;
}

/** Tells the user that something failed, with the error's message and a way out. */
export function ErrorPanel({
  error,
  title = 'Something went wrong.',
  onClose,
  closeLabel = 'Close',
  ...rest
}: ErrorPanelProps) {
  const recipe = useSlotRecipe({ key: 'errorPanel' });
  const styles = recipe({});
  const message = typeof error === 'string' ? error : error.message;

  return (
    <chakra.div role="alert" css={styles.root} {...rest}>
      <chakra.span css={styles.icon} aria-hidden="true">
        <CircleAlert width="100%" height="100%" />
      </chakra.span>
      <chakra.h2 css={styles.title}>{title}</chakra.h2>
      {message && <chakra.p css={styles.message}>{message}</chakra.p>}
      {onClose && (
        <Button variant="outline" onClick={onClose}>
          {closeLabel}
        </Button>
      )}
    </chakra.div>
  );
}
