import { chakra, Popover, Portal, Spinner, useSlotRecipe } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { Suspense, lazy, useEffect, useState, type KeyboardEvent } from 'react';

import { QUICK_REACTIONS } from '@portal/contracts/constants';

import { toolbarKeyTarget } from '../../lib/toolbar-keys';
import { chatReactionPickerSlotRecipe } from './chat-message-parts.recipe';

const ChatEmojiPickerPanel = lazy(() => import('./ChatEmojiPickerPanel'));

export interface ChatReactionPickerPopoverProps {
  /** Whether the popover shows. */
  isOpen: boolean;
  /** Called when it closes (a pick, Escape, a click outside). */
  onClose: () => void;
  /** The trigger's id: the popover is placed against it and focus goes back to it. */
  triggerId: string;
  /** The popover's id, which the trigger's aria-controls names. */
  contentId: string;
  /** The popover's accessible name. */
  label: string;
  /** Where emojibase-data's files are served. */
  emojibaseUrl: string;
  /** Called with the chosen emoji (then the popover closes). */
  onPick: (emoji: string) => void;
}

/** Arrow keys (and Home, End) move between the buttons of a toolbar. */
function moveInToolbar(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = toolbarKeyTarget(event.key, at, buttons.length);
  if (next === null) return;
  event.preventDefault();
  buttons[next]?.focus();
}

/**
 * The reaction popover (Chakra's popover), loaded when a picker is first opened: the six quick
 * reactions and "More emoji", which loads the full picker (frimousse and its data) the first time
 * it is asked for.
 */
export default function ChatReactionPickerPopover({
  isOpen,
  onClose,
  triggerId,
  contentId,
  label,
  emojibaseUrl,
  onPick,
}: ChatReactionPickerPopoverProps) {
  const styles = useSlotRecipe({ recipe: chatReactionPickerSlotRecipe })({});
  const [showsAll, setShowsAll] = useState(false);
  // Each opening starts with the quick reactions.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setShowsAll(false);
  }
  // Opens a frame after it mounts, so that the popover takes the focus as it opens.
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setIsReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const pick = (emoji: string) => {
    onPick(emoji);
    onClose();
  };
  return (
    <Popover.Root
      open={isOpen && isReady}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      ids={{ trigger: triggerId, content: contentId }}
      positioning={{ placement: 'top-start' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Popover.Positioner>
          <Popover.Content aria-label={label} w="auto" maxW="calc(100vw - 1rem)">
            <Popover.Body p="2">
              {showsAll ? (
                <Suspense
                  fallback={
                    <chakra.div css={styles.picker}>
                      <chakra.div css={styles.note}>
                        <Spinner size="sm" aria-hidden="true" />
                        <span role="status">Loading emoji…</span>
                      </chakra.div>
                    </chakra.div>
                  }
                >
                  <ChatEmojiPickerPanel emojibaseUrl={emojibaseUrl} onPick={pick} />
                </Suspense>
              ) : (
                <chakra.div
                  css={styles.quick}
                  role="toolbar"
                  aria-label="Quick reactions"
                  onKeyDown={moveInToolbar}
                >
                  {QUICK_REACTIONS.map((emoji) => (
                    <chakra.button
                      key={emoji}
                      type="button"
                      css={styles.quickEmoji}
                      aria-label={`React with ${emoji}`}
                      onClick={() => pick(emoji)}
                    >
                      {emoji}
                    </chakra.button>
                  ))}
                  <chakra.button
                    type="button"
                    css={styles.quickEmoji}
                    aria-label="More emoji"
                    onClick={() => setShowsAll(true)}
                  >
                    <Plus aria-hidden="true" />
                  </chakra.button>
                </chakra.div>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
