import { Button, chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { isValidElement, type ReactNode } from 'react';

import { pageWrapperSlotRecipe } from '../../theme/recipes/page-wrapper';

/** A page's main action as a label and a handler. */
export interface PageAction {
  /** Text of the button. */
  label: string;
  /** Called when the button is pressed. */
  onClick: () => void;
  /** Optional icon shown before the label. */
  icon?: ReactNode;
}

export interface PageWrapperProps extends Omit<HTMLChakraProps<'section'>, 'title'> {
  /** The page heading (rendered as the page's h1). */
  title: ReactNode;
  /** The page's main action: a label and handler, or any node (a link, a menu). */
  action?: PageAction | ReactNode;
  /** The page content. */
  children?: ReactNode;
}

function isPageAction(action: PageAction | ReactNode): action is PageAction {
  return (
    typeof action === 'object' &&
    action !== null &&
    !isValidElement(action) &&
    'label' in action &&
    'onClick' in action
  );
}

/**
 * Frames a screen: its heading (the target of focus when the page changes), an optional action
 * on the right, then the content.
 */
export function PageWrapper({ title, action, children, ...rest }: PageWrapperProps) {
  const styles = useSlotRecipe({ recipe: pageWrapperSlotRecipe })({});

  return (
    <chakra.section css={styles.root} {...rest}>
      <chakra.header css={styles.header}>
        {/* Focusable by script: the app moves focus here when the page changes. */}
        <chakra.h1 css={styles.title} tabIndex={-1} data-page-heading="">
          {title}
        </chakra.h1>
        {isPageAction(action) ? (
          <Button onClick={action.onClick}>
            {action.icon}
            {action.label}
          </Button>
        ) : (
          action
        )}
      </chakra.header>
      <chakra.div css={styles.body}>{children}</chakra.div>
    </chakra.section>
  );
}
