import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

import { sectionCardSlotRecipe } from '../../theme/recipes/section-card';

export interface SectionCardProps extends Omit<HTMLChakraProps<'section'>, 'title'> {
  /** The card's heading; it also names the section for screen readers. */
  title?: ReactNode;
  /** One line under the heading that says what the card is for. */
  description?: ReactNode;
  /** Buttons or links shown on the right of the heading. */
  actions?: ReactNode;
  /** The heading level: 'h2' by default, 'h3' inside a card. */
  titleAs?: 'h2' | 'h3';
  /** The card's content. */
  children?: ReactNode;
}

/** A titled panel that groups one part of a page: a settings section, a profile, a list. */
export function SectionCard({
  title,
  description,
  actions,
  titleAs = 'h2',
  children,
  ...rest
}: SectionCardProps) {
  // Passed in rather than registered in the theme: signed-in pages load it, the login page not.
  const recipe = useSlotRecipe({ recipe: sectionCardSlotRecipe });
  const styles = recipe({});
  const headingId = useId();
  const Title = titleAs === 'h3' ? chakra.h3 : chakra.h2;
  const hasHeader = Boolean(title || description || actions);

  return (
    <chakra.section aria-labelledby={title ? headingId : undefined} css={styles.root} {...rest}>
      {hasHeader && (
        <chakra.header css={styles.header}>
          <chakra.div css={styles.heading}>
            {title && (
              <Title id={headingId} css={styles.title}>
                {title}
              </Title>
            )}
            {description && <chakra.p css={styles.description}>{description}</chakra.p>}
          </chakra.div>
          {actions && <chakra.div css={styles.actions}>{actions}</chakra.div>}
        </chakra.header>
      )}
      <chakra.div css={styles.body}>{children}</chakra.div>
    </chakra.section>
  );
}
