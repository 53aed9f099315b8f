import { Button, chakra, Spinner, useSlotRecipe } from '@chakra-ui/react';
import {
  defaultEmojiDataResolver,
  EmojiPicker,
  type EmojiDataResolver,
  type EmojiPickerListCategoryHeaderProps,
  type EmojiPickerListEmojiProps,
  type EmojiPickerListRowProps,
} from 'frimousse';
import { CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { chatReactionPickerSlotRecipe } from './chat-message-parts.recipe';
import { normalizeEmoji } from './reaction-names';

/** Told when the emoji data cannot be loaded (one panel shows at a time). */
let reportFailure: ((error: unknown) => void) | null = null;

/**
 * frimousse's own loader (its cache, its fetch of `${emojibaseUrl}/en/data.json`), watched:
 * frimousse itself only logs a failure and keeps loading, so the panel could say nothing.
 */
const resolveEmojiData: EmojiDataResolver = async (locale, options) => {
  try {
    return await defaultEmojiDataResolver(locale, options);
  } catch (error) {
    if (!options.signal?.aborted) reportFailure?.(error);
    throw error;
  }
};

export interface ChatEmojiPickerPanelProps {
  /** Where emojibase-data's files are served, e.g. '/emojibase' (the page's own origin). */
  emojibaseUrl: string;
  /** Called with the chosen emoji. */
  onPick: (emoji: string) => void;
}

/**
 * Every emoji, with a search field (frimousse, styled with the theme's tokens): loaded when a
 * person first asks for more than the quick reactions. Arrow keys move in the grid from the
 * search field, Enter picks; while the data loads a spinner says so; if it cannot load, the
 * reason and a Retry.
 */
export default function ChatEmojiPickerPanel({ emojibaseUrl, onPick }: ChatEmojiPickerPanelProps) {
  const styles = useSlotRecipe({ recipe: chatReactionPickerSlotRecipe })({});
  const [attempt, setAttempt] = useState(0);
  const [hasFailed, setHasFailed] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  // Asked for with "More emoji": the search field takes the focus (the grid answers to its keys).
  useEffect(() => {
    search.current?.focus();
  }, [attempt, hasFailed]);
  useEffect(() => {
    reportFailure = () => setHasFailed(true);
    return () => {
      reportFailure = null;
    };
  }, []);

  if (hasFailed) {
    return (
      <chakra.div css={styles.picker}>
        <chakra.div css={styles.note} role="alert">
          <CircleAlert aria-hidden="true" />
          The emoji could not be loaded.
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              setHasFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            Retry
          </Button>
        </chakra.div>
      </chakra.div>
    );
  }

  return (
    <Root
      key={attempt}
      css={styles.picker}
      emojibaseUrl={emojibaseUrl}
      resolveEmojiData={resolveEmojiData}
      onEmojiSelect={({ emoji }) => onPick(normalizeEmoji(emoji))}
      columns={8}
    >
      <Search
        css={styles.search}
        aria-label="Search emoji"
        placeholder="Search emoji"
        ref={search}
      />
      <Viewport css={styles.viewport}>
        <Loading css={styles.note}>
          <Spinner size="sm" aria-hidden="true" />
          <span role="status">Loading emoji…</span>
        </Loading>
        <Empty css={styles.note}>No emoji found.</Empty>
        <List aria-label="Emoji" components={{ CategoryHeader, Row, Emoji }} />
      </Viewport>
    </Root>
  );
}

const Root = chakra(EmojiPicker.Root);
const Search = chakra(EmojiPicker.Search);
const Viewport = chakra(EmojiPicker.Viewport);
const Loading = chakra(EmojiPicker.Loading);
const Empty = chakra(EmojiPicker.Empty);
const List = chakra(EmojiPicker.List);

function CategoryHeader({ category, ...props }: EmojiPickerListCategoryHeaderProps) {
  const styles = useSlotRecipe({ recipe: chatReactionPickerSlotRecipe })({});
  return (
    <chakra.div css={styles.category} {...props}>
      {category.label}
    </chakra.div>
  );
}

/** ARIA's row and column indexes count from 1; frimousse's from 0 (axe refuses a 0). */
const fromOne = (index: number | string | undefined) =>
  index === undefined ? undefined : Number(index) + 1;

function Row({ children, ...props }: EmojiPickerListRowProps) {
  const styles = useSlotRecipe({ recipe: chatReactionPickerSlotRecipe })({});
  return (
    <chakra.div css={styles.row} {...props} aria-rowindex={fromOne(props['aria-rowindex'])}>
      {children}
    </chakra.div>
  );
}

function Emoji({ emoji, ...props }: EmojiPickerListEmojiProps) {
  const styles = useSlotRecipe({ recipe: chatReactionPickerSlotRecipe })({});
  return (
    <chakra.button css={styles.emoji} {...props} aria-colindex={fromOne(props['aria-colindex'])}>
      {emoji.emoji}
    </chakra.button>
  );
}
