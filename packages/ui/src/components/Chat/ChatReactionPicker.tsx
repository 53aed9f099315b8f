import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { SmilePlus } from 'lucide-react';
import { Suspense, lazy, useId, useState } from 'react';

import { useHasOpened } from '../../lib/use-has-opened';
import { Tooltip } from '../Tooltip';

const ChatReactionPickerPopover = lazy(() => import('./ChatReactionPickerPopover'));

export interface ChatReactionPickerProps extends Omit<
  IconButtonProps,
  'aria-label' | 'children' | 'size' | 'onClick'
> {
  /** Called with the chosen emoji; the picker closes. */
  onPick: (emoji: string) => void;
  /**
   * Where emojibase-data's files are served from the page's own origin, e.g. '/emojibase'
   * (frimousse reads `${emojibaseUrl}/en/data.json`; the CSP allows no CDN).
   */
  emojibaseUrl: string;
  /** The button's tooltip and accessible name. */
  label?: string;
  /** The button's size. */
  size?: '2xs' | 'xs' | 'sm';
}

/**
 * A smile-plus button that opens the six quick reactions (arrow keys move between them) and
 * "More emoji": every emoji with a search (frimousse). The popover's code loads on first open
 * and the full picker's (with its data) when it is first asked for, so a conversation's first
 * load carries neither.
 */
export function ChatReactionPicker({
  onPick,
  emojibaseUrl,
  label = 'Add reaction',
  size = '2xs',
  ...rest
}: ChatReactionPickerProps) {
  const generatedId = useId();
  const triggerId = `reaction-picker-${generatedId}`;
  const contentId = `reaction-picker-content-${generatedId}`;
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useHasOpened(isOpen);
  return (
    <>
      <Tooltip content={label} disabled={isOpen}>
        <IconButton
          id={triggerId}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? contentId : undefined}
          variant="ghost"
          size={size}
          onClick={() => setIsOpen((open) => !open)}
          {...rest}
        >
          <SmilePlus />
        </IconButton>
      </Tooltip>
      {hasOpened && (
        <Suspense fallback={null}>
          <ChatReactionPickerPopover
            isOpen={isOpen}
            onClose={() => setIsOpen(false)}
            triggerId={triggerId}
            contentId={contentId}
            label={label}
            emojibaseUrl={emojibaseUrl}
            onPick={onPick}
          />
        </Suspense>
      )}
    </>
  );
}
