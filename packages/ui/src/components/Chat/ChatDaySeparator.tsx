import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';

import { chatDaySeparatorSlotRecipe } from '../../theme/recipes/chat-conversation';

export interface ChatDaySeparatorProps extends Omit<HTMLChakraProps<'div'>, 'children'> {
  /** The text on the line: the day ('Today', 'Monday 3 March') or 'New messages'. */
  label: string;
  /** 'day' between days; 'unread' above the first message not read yet. */
  variant?: 'day' | 'unread';
}

/** A labelled line across a conversation: where a day starts, or where the unread messages do. */
export function ChatDaySeparator({ label, variant = 'day', ...rest }: ChatDaySeparatorProps) {
  const styles = useSlotRecipe({ recipe: chatDaySeparatorSlotRecipe })({ variant });
  return (
    <chakra.div css={styles.root} role="separator" aria-label={label} {...rest}>
      <chakra.span css={styles.line} />
      <chakra.span css={styles.label} aria-hidden="true">
        {label}
      </chakra.span>
      <chakra.span css={styles.line} />
    </chakra.div>
  );
}
