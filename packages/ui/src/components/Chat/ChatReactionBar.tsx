import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { Tooltip } from '../Tooltip';
import { chatReactionBarSlotRecipe } from './chat-message-parts.recipe';
import { reactionLabel, reactionNames } from './reaction-names';

/** One emoji's reactions on a message. */
export interface ChatReactionSummary {
  /** The emoji, e.g. '👍'. */
  emoji: string;
  /** How many people reacted with it (oneself included). */
  count: number;
  /** Whether one has reacted with it oneself: the chip is pressed. */
  isMine: boolean;
  /** The other people who reacted, in order, without oneself ('you' is added by `isMine`). */
  names: string[];
}

export interface ChatReactionBarProps extends Omit<
  HTMLChakraProps<'div'>,
  'children' | 'onToggle'
> {
  /** The reactions, in the order their emoji were first used. */
  reactions: ChatReactionSummary[];
  /**
   * Called by a chip: `reacted` is the new state, true to add one's own reaction, false to take
   * it back.
   */
  onToggle: (emoji: string, reacted: boolean) => void;
  /** Drawn after the chips, e.g. a `ChatReactionPicker`. */
  addButton?: ReactNode;
  /** The group's accessible name. */
  label?: string;
}

/**
 * The reactions under a message: a toggle chip per emoji with its count ("👍 2"), pressed when
 * one has reacted; who reacted shows on hover and focus and is part of the chip's name for
 * screen readers. Enter or Space toggles, as any button.
 */
export function ChatReactionBar({
  reactions,
  onToggle,
  addButton,
  label = 'Reactions',
  ...rest
}: ChatReactionBarProps) {
  const styles = useSlotRecipe({ recipe: chatReactionBarSlotRecipe })({});
  if (reactions.length === 0 && !addButton) return null;
  return (
    <chakra.div css={styles.root} role="group" aria-label={label} {...rest}>
      {reactions.map(({ emoji, count, isMine, names }) => (
        <Tooltip key={emoji} content={reactionNames(names, isMine, count)}>
          <chakra.button
            type="button"
            css={styles.chip}
            aria-pressed={isMine}
            aria-label={reactionLabel(emoji, count, names, isMine)}
            onClick={() => onToggle(emoji, !isMine)}
          >
            <chakra.span css={styles.emoji} aria-hidden="true">
              {emoji}
            </chakra.span>
            <chakra.span css={styles.count} aria-hidden="true">
              {count}
            </chakra.span>
          </chakra.button>
        </Tooltip>
      ))}
      {addButton}
    </chakra.div>
  );
}
