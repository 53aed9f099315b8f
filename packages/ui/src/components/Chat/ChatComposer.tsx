import {
  chakra,
  IconButton,
  Textarea,
  useSlotRecipe,
  type HTMLChakraProps,
} from '@chakra-ui/react';
import { Ban, SendHorizontal } from 'lucide-react';
import { useId, type KeyboardEvent, type ReactNode } from 'react';

import { chatComposerSlotRecipe } from '../../theme/recipes/chat';
import { Tooltip } from '../Tooltip';

export interface ChatComposerProps extends Omit<HTMLChakraProps<'form'>, 'children' | 'onSubmit'> {
  /** The draft (the app keeps one per conversation). */
  value: string;
  /** Called with the new draft on every keystroke. */
  onValueChange: (value: string) => void;
  /** Sends the draft, trimmed of blank lines around it; never called with blank text. */
  onSend: (text: string) => void;
  /** The box's accessible name, e.g. 'Message Ann Lee'. */
  label: string;
  /** Hint inside the box; `label` when omitted. */
  placeholder?: string;
  /** Why sending is not possible here, e.g. a block: shown instead of the box. */
  disabledReason?: string | null;
  /** The longest text the server takes; a counter shows near it. */
  maxLength?: number;
  /** Buttons before the box, such as an attachment picker. */
  startActions?: ReactNode;
}

/** How close to the limit the counter appears. */
const COUNTER_FROM = 0.9;

/**
 * The message box: Enter sends, Shift+Enter starts a new line; a counter near the limit; when
 * sending is not allowed, the reason instead of the box.
 */
export function ChatComposer({
  value,
  onValueChange,
  onSend,
  label,
  placeholder,
  disabledReason,
  maxLength = 4000,
  startActions,
  ...rest
}: ChatComposerProps) {
  const styles = useSlotRecipe({ recipe: chatComposerSlotRecipe })({});
  const hintId = useId();
  const text = value.replace(/^\s*\n|\n\s*$/g, '');
  const isBlank = value.trim() === '';
  const isOver = value.length > maxLength;
  const canSend = !isBlank && !isOver;

  const send = () => {
    if (canSend) onSend(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes a word, Enter picks the word: it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  if (disabledReason) {
    return (
      <chakra.div css={styles.root}>
        <chakra.p css={styles.reason} role="note" aria-label={`${label}: not available`}>
          <Ban aria-hidden="true" />
          {disabledReason}
        </chakra.p>
      </chakra.div>
    );
  }

  return (
    <chakra.form
      css={styles.root}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      {...rest}
    >
      <chakra.div css={styles.row}>
        {startActions}
        <Textarea
          css={styles.input}
          rows={1}
          autoresize
          value={value}
          placeholder={placeholder ?? label}
          aria-label={label}
          aria-describedby={hintId}
          aria-invalid={isOver || undefined}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Tooltip content="Send">
          <IconButton type="submit" aria-label="Send" disabled={!canSend}>
            <SendHorizontal />
          </IconButton>
        </Tooltip>
      </chakra.div>
      <chakra.div css={styles.hint} id={hintId}>
        <span>Enter to send, Shift+Enter for a new line</span>
        {value.length >= maxLength * COUNTER_FROM && (
          <chakra.span css={styles.count} data-over={isOver ? '' : undefined}>
            {value.length.toLocaleString('en')} / {maxLength.toLocaleString('en')}
          </chakra.span>
        )}
      </chakra.div>
    </chakra.form>
  );
}
