import { ChatReactionPicker } from '@portal/ui';

/**
 * Where the emoji picker's data is served from the app's own origin (scripts/vite-emojibase-data.ts
 * writes emojibase-data there, for the app's build and Storybook alike).
 */
export const EMOJIBASE_URL = '/emojibase';

export interface ReactionPickerProps {
  /** An emoji was chosen. */
  onPick: (emoji: string) => void;
  size?: '2xs' | 'xs' | 'sm';
}

/**
 * "Add reaction": the six quick reactions and every other emoji (its code and data load on first
 * open), from the app's own origin.
 */
export function ReactionPicker({ onPick, size = '2xs' }: ReactionPickerProps) {
  return <ChatReactionPicker onPick={onPick} emojibaseUrl={EMOJIBASE_URL} size={size} />;
}
