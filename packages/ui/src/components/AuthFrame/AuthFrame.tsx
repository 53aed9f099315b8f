import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { ShieldCheckIcon } from '../LineIcon';
import type { ReactNode } from 'react';

export interface AuthFrameProps extends Omit<HTMLChakraProps<'main'>, 'title'> {
  /** The product's name, shown above the heading. */
  brand: ReactNode;
  /** The screen's heading (rendered as the page's h1). */
  title: ReactNode;
  /** A line under the heading that says what the screen is for. */
  description?: ReactNode;
  /** Links below the card, e.g. to the other sign-in screens. */
  footer?: ReactNode;
  /** Width of the card: 'sm' for short forms, 'md' for longer ones. */
  size?: 'sm' | 'md';
  /** The screen's content: a form, a message. */
  children?: ReactNode;
}

/** The frame of the public screens (sign-in, sign-up, password reset): a centred card. */
export function AuthFrame({
  brand,
  title,
  description,
  footer,
  size = 'sm',
  children,
  ...rest
}: AuthFrameProps) {
  const recipe = useSlotRecipe({ key: 'authFrame' });
  const styles = recipe({ size });

  return (
    <chakra.main css={styles.root} {...rest}>
      <chakra.div css={styles.card}>
        <chakra.div css={styles.brand}>
          <chakra.span css={styles.brandMark} aria-hidden="true">
            <ShieldCheckIcon size={18} />
          </chakra.span>
          {brand}
        </chakra.div>
        <chakra.header css={styles.header}>
          <chakra.h1 css={styles.title} tabIndex={-1} data-page-heading="">
            {title}
          </chakra.h1>
          {description && <chakra.p css={styles.description}>{description}</chakra.p>}
        </chakra.header>
        <chakra.div css={styles.body}>{children}</chakra.div>
      </chakra.div>
      {footer && <chakra.div css={styles.footer}>{footer}</chakra.div>}
    </chakra.main>
  );
}
