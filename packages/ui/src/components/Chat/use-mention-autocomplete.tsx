import { chakra, useSlotRecipe } from '@chakra-ui/react';
import {
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';

import { chatMentionListSlotRecipe } from './chat-message-parts.recipe';
import { matchMentionCandidates, mentionQueryAt, type MentionCandidate } from './mention-text';

export interface MentionAutocompleteOptions {
  /** The box's text. */
  value: string;
  /** Sets the box's text (a chosen person's '@Name ' in place of what was typed). */
  onValueChange: (value: string) => void;
  /** Who may be mentioned; without them nothing is offered. */
  candidates: readonly MentionCandidate[] | undefined;
  /** The box. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Where the list opens: over the box (a composer at the bottom) or under it. */
  placement?: 'top' | 'bottom';
}

export interface MentionAutocomplete {
  /** Whether the list shows. */
  isOpen: boolean;
  /** The combobox attributes and handlers for the box (spread them onto the textarea). */
  inputProps: {
    'aria-autocomplete': 'list';
    'aria-controls': string | undefined;
    'aria-activedescendant': string | undefined;
    onSelect: (event: { currentTarget: HTMLTextAreaElement }) => void;
    onBlur: () => void;
  };
  /** Call from the box's onChange with the new text and caret. */
  onInput: (value: string, caret: number) => void;
  /** Call first in the box's onKeyDown: true when the key was the list's (do nothing else). */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  /** The list, to render right after the box inside a `MentionAnchor`. */
  list: ReactNode;
}

/**
 * Mentions by '@' in a text box (the composer and the message editor): typing '@' and the start
 * of a name lists the matching people under or over the box (ARIA combobox: the box keeps the
 * focus, the active option is its aria-activedescendant); ArrowUp/ArrowDown move, Enter or Tab
 * put '@Name ' in place of what was typed, Escape closes; a click works too.
 */
export function useMentionAutocomplete({
  value,
  onValueChange,
  candidates,
  inputRef,
  placement = 'top',
}: MentionAutocompleteOptions): MentionAutocomplete {
  const listId = useId();
  const [query, setQuery] = useState<{ start: number; query: string } | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const pendingCaret = useRef<number | null>(null);
  const matches = useMemo(
    () => (query && candidates ? matchMentionCandidates(query.query, candidates) : []),
    [query, candidates],
  );
  const isOpen = matches.length > 0;
  const active = Math.min(activeIndex, Math.max(0, matches.length - 1));
  const optionId = (index: number) => `${listId}-option-${index}`;

  // After a name is put in, the caret goes after it (once the new text is in the box).
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || !inputRef.current) return;
    pendingCaret.current = null;
    inputRef.current.setSelectionRange(caret, caret);
  }, [value, inputRef]);

  const update = (text: string, caret: number) => {
    const next = candidates ? mentionQueryAt(text, caret) : null;
    setQuery((current) =>
      current?.start === next?.start && current?.query === next?.query ? current : next,
    );
    if (next?.query !== query?.query) setActiveIndex(0);
  };

  const pick = (candidate: MentionCandidate) => {
    if (!query) return;
    const end = query.start + 1 + query.query.length;
    const inserted = `@${candidate.name} `;
    const rest = value.slice(end).replace(/^ /, '');
    pendingCaret.current = query.start + inserted.length;
    setQuery(null);
    onValueChange(value.slice(0, query.start) + inserted + rest);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isOpen || event.nativeEvent.isComposing) return false;
    switch (event.key) {
      case 'ArrowDown':
        setActiveIndex((active + 1) % matches.length);
        break;
      case 'ArrowUp':
        setActiveIndex((active - 1 + matches.length) % matches.length);
        break;
      case 'Enter':
      case 'Tab': {
        if (event.shiftKey) return false;
        const chosen = matches[active];
        if (chosen) pick(chosen);
        break;
      }
      case 'Escape':
        setQuery(null);
        break;
      default:
        return false;
    }
    event.preventDefault();
    return true;
  };

  return {
    isOpen,
    // The box stays a textbox (a combobox role would rename it for every test and reader, and
    // axe allows no aria-expanded on a textarea): aria-autocomplete, aria-controls and
    // aria-activedescendant tell of the list, and a status says how many people it offers.
    inputProps: {
      'aria-autocomplete': 'list',
      'aria-controls': isOpen ? listId : undefined,
      'aria-activedescendant': isOpen ? optionId(active) : undefined,
      onSelect: (event) => {
        const box = event.currentTarget;
        if (box.selectionStart === box.selectionEnd) update(box.value, box.selectionStart);
        else setQuery(null);
      },
      onBlur: () => setQuery(null),
    },
    onInput: update,
    onKeyDown,
    list: (
      <>
        <chakra.span srOnly role="status">
          {isOpen
            ? `${matches.length} ${matches.length === 1 ? 'person' : 'people'} to mention: arrow keys to choose, Enter to pick`
            : ''}
        </chakra.span>
        {isOpen && (
          <MentionList
            id={listId}
            options={matches}
            activeIndex={active}
            optionId={optionId}
            placement={placement}
            onPick={pick}
            onHover={setActiveIndex}
          />
        )}
      </>
    ),
  };
}

interface MentionListProps {
  id: string;
  options: MentionCandidate[];
  activeIndex: number;
  optionId: (index: number) => string;
  placement: 'top' | 'bottom';
  onPick: (candidate: MentionCandidate) => void;
  onHover: (index: number) => void;
}

/** The people a '@' offers: a listbox the box controls (the focus stays in the box). */
function MentionList({
  id,
  options,
  activeIndex,
  optionId,
  placement,
  onPick,
  onHover,
}: MentionListProps) {
  const styles = useSlotRecipe({ recipe: chatMentionListSlotRecipe })({});
  return (
    <chakra.ul
      css={styles.list}
      id={id}
      role="listbox"
      aria-label="People to mention"
      data-placement={placement}
    >
      {options.map((option, index) => (
        // The box keeps the focus and the keyboard (aria-activedescendant); a click picks.
        <chakra.li
          key={option.id}
          id={optionId(index)}
          css={styles.option}
          role="option"
          aria-selected={index === activeIndex}
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => {
            if (index !== activeIndex) onHover(index);
          }}
          onClick={() => onPick(option)}
        >
          <chakra.span css={styles.name}>{option.name}</chakra.span>
          {option.detail && <chakra.span css={styles.detail}>{option.detail}</chakra.span>}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

/** Wraps the box so that the list is placed against it. */
export function MentionAnchor({ children }: { children: ReactNode }) {
  const styles = useSlotRecipe({ recipe: chatMentionListSlotRecipe })({});
  return <chakra.div css={styles.anchor}>{children}</chakra.div>;
}
