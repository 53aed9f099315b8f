import { chakra, HStack } from '@chakra-ui/react';
import { SmilePlus } from 'lucide-react';
import { useState } from 'react';

import { QUICK_REACTIONS } from '@portal/contracts/constants';

import { TooltipIconButton } from '@portal/ui';

/**
 * Where the emoji picker's data is served from the app's own origin (vite.config.ts copies
 * emojibase-data there): `${EMOJIBASE_URL}/en/data.json`, for the design system's full picker.
 */
export const EMOJIBASE_URL = '/emojibase';

export interface ReactionPickerProps {
  /** An emoji was chosen. */
  onPick: (emoji: string) => void;
  size?: '2xs' | 'xs' | 'sm';
}

/**
 * "Add reaction": the six quick reactions, shown beside the button while it is pressed (Escape
 * or a choice closes them). Interim: the design system's `ChatReactionPicker` (every emoji,
 * its data from EMOJIBASE_URL, loaded on first open) takes its place once it is there.
 */
export function ReactionPicker({ onPick, size = '2xs' }: ReactionPickerProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <HStack gap="0.5">
      <TooltipIconButton
        label="Add reaction"
        icon={<SmilePlus />}
        size={size}
        variant="ghost"
        aria-expanded={isOpen}
        onClick={() => setOpen((open) => !open)}
      />
      {isOpen && (
        <HStack
          role="group"
          aria-label="Quick reactions"
          gap="0"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          {QUICK_REACTIONS.map((emoji) => (
            <chakra.button
              key={emoji}
              type="button"
              aria-label={`React with ${emoji}`}
              px="1"
              rounded="sm"
              textStyle="md"
              lineHeight="1.5"
              _hover={{ bg: 'bg.muted' }}
              focusVisibleRing="outside"
              onClick={() => {
                setOpen(false);
                onPick(emoji);
              }}
            >
              {emoji}
            </chakra.button>
          ))}
        </HStack>
      )}
    </HStack>
  );
}
