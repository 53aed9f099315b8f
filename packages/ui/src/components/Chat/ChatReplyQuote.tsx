import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';

import type { TReplyQuoteState } from '@portal/contracts/constants';

import { chatReplyQuoteSlotRecipe } from './chat-message-parts.recipe';

export interface ChatReplyQuoteProps extends Omit<HTMLChakraProps<'div'>, 'children'> {
  /** Who wrote the quoted message; null unless `state` is 'shown'. */
  author: string | null;
  /** Its first line ('' for a file without words, or unless shown). */
  excerpt: string;
  /** 'shown': author and line; 'deleted': it was deleted; 'before-history': before one joined. */
  state: TReplyQuoteState;
  /** It carries a file: 'Attachment' stands for it when it has no words. */
  hasAttachment?: boolean;
  /** Jumps to the quoted message: the quote becomes a button. */
  onJump?: () => void;
}

/** The quote's lines by state: who wrote it (when shown) and its line. */
function quoteText({
  author,
  excerpt,
  state,
  hasAttachment,
}: Pick<ChatReplyQuoteProps, 'author' | 'excerpt' | 'state' | 'hasAttachment'>) {
  if (state === 'deleted') return { who: null, line: 'Original message deleted' };
  if (state === 'before-history') return { who: null, line: 'A message from before you joined' };
  return { who: author ?? 'Someone', line: excerpt || (hasAttachment ? 'Attachment' : '') };
}

/**
 * A reply's quote of the message it answers: its author and first line in a muted block with a
 * left border, drawn at the top of the reply's bubble (or above the composer). With `onJump` it
 * is a button that goes to that message.
 */
export function ChatReplyQuote(props: ChatReplyQuoteProps) {
  const { author, excerpt, state, hasAttachment = false, onJump, ...rest } = props;
  const styles = useSlotRecipe({ recipe: chatReplyQuoteSlotRecipe })({});
  const { line, who } = quoteText({ author, excerpt, state, hasAttachment });
  // The visible words, with what a screen reader needs around them: "Reply to Ann Lee: <line>.
  // Go to the message" (the name keeps the visible text in it, WCAG 2.5.3).
  const content = (
    <>
      <chakra.span srOnly>{who ? 'Reply to ' : 'Reply to: '}</chakra.span>
      {who && (
        <chakra.span css={styles.author}>
          {who}
          <chakra.span srOnly>: </chakra.span>
        </chakra.span>
      )}
      <chakra.span
        css={styles.excerpt}
        data-attachment={state === 'shown' && !excerpt && hasAttachment ? '' : undefined}
      >
        {line}
      </chakra.span>
      {onJump && (
        <chakra.span srOnly>{/[.?!…]$/.test(line) ? ' ' : '. '}Go to the message</chakra.span>
      )}
    </>
  );
  if (onJump) {
    return (
      <chakra.button
        type="button"
        css={styles.root}
        data-state={state}
        onClick={onJump}
        {...(rest as HTMLChakraProps<'button'>)}
      >
        {content}
      </chakra.button>
    );
  }
  return (
    <chakra.div css={styles.root} data-state={state} {...rest}>
      {content}
    </chakra.div>
  );
}
