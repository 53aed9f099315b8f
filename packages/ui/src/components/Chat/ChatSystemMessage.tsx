import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';

import { chatSystemMessageSlotRecipe } from '../../theme/recipes/chat-conversation';

export interface ChatSystemMessageProps extends Omit<HTMLChakraProps<'div'>, 'children'> {
  /** What happened in the conversation, e.g. 'Ann added Ben'. */
  text: string;
  /** When, as an ISO time. */
  dateTime: string;
  /** When, in words, e.g. '09:30'. */
  timeLabel: string;
}

/** An event of the conversation (created, renamed, someone added or left), centred and quiet. */
export function ChatSystemMessage({ text, dateTime, timeLabel, ...rest }: ChatSystemMessageProps) {
  const styles = useSlotRecipe({ recipe: chatSystemMessageSlotRecipe })({});
  return (
    <chakra.div css={styles.root} {...rest}>
      <chakra.span css={styles.text}>{text}</chakra.span>
      <chakra.time css={styles.time} dateTime={dateTime}>
        {timeLabel}
      </chakra.time>
    </chakra.div>
  );
}
