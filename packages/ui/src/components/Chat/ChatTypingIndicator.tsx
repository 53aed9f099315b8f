import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';

import { chatTypingIndicatorSlotRecipe } from '../../theme/recipes/chat-conversation';

export interface ChatTypingIndicatorProps extends Omit<HTMLChakraProps<'div'>, 'children'> {
  /** The names of the people typing now; nobody: the line stays, empty, so the view does not jump. */
  names: readonly string[];
}

/** 'Ann is typing…', 'Ann and Ben are typing…', 'Several people are typing…'. */
export function typingText(names: readonly string[]): string {
  const [first, second] = names;
  if (!first) return '';
  if (!second) return `${first} is typing…`;
  if (names.length === 2) return `${first} and ${second} are typing…`;
  return 'Several people are typing…';
}

/** Who is typing in the conversation, announced politely to screen readers. */
export function ChatTypingIndicator({ names, ...rest }: ChatTypingIndicatorProps) {
  const styles = useSlotRecipe({ recipe: chatTypingIndicatorSlotRecipe })({});
  const text = typingText(names);
  return (
    <chakra.div css={styles.root} role="status" {...rest}>
      {text && (
        <>
          <chakra.span css={styles.dots} aria-hidden="true">
            <chakra.span css={styles.dot} />
            <chakra.span css={styles.dot} />
            <chakra.span css={styles.dot} />
          </chakra.span>
          <span>{text}</span>
        </>
      )}
    </chakra.div>
  );
}
