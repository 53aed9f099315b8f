import { chakra, IconButton, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import {
  Bold,
  Code,
  Italic,
  Link,
  List,
  ListOrdered,
  SquareCode,
  TextQuote,
  type LucideIcon,
} from 'lucide-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

import { Tooltip } from '../Tooltip';
import { chatFormatToolbarSlotRecipe } from './chat-formatting.recipe';
import {
  applyEdit,
  FORMAT_ACTIONS,
  FORMAT_LABELS,
  FORMAT_SHORTCUTS,
  formatEdit,
  shortcutAction,
  type FormatAction,
} from './ChatComposer.formatting';

const ICONS: Record<FormatAction, LucideIcon> = {
  bold: Bold,
  italic: Italic,
  code: Code,
  link: Link,
  bulletList: List,
  numberedList: ListOrdered,
  quote: TextQuote,
  codeBlock: SquareCode,
};

/** Apple's keyboards say ⌘ where others say Ctrl. */
const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

interface TextFormattingOptions {
  /** The box the text is typed in. */
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** The text now. */
  value: string;
  /** Sets the text (when the browser cannot type the change itself). */
  onValueChange: (value: string) => void;
}

/**
 * Applies a formatting action to the box's selection: typed into the box as the person would
 * (so Undo takes it back), the focus and the new selection kept in the box.
 */
export function useTextFormatting({ inputRef, value, onValueChange }: TextFormattingOptions) {
  const pendingSelection = useRef<[number, number] | null>(null);
  // When the change had to be set as a new value, the selection follows once it is drawn.
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !inputRef.current) return;
    pendingSelection.current = null;
    inputRef.current.setSelectionRange(...selection);
  }, [value, inputRef]);

  const apply = (action: FormatAction) => {
    const box = inputRef.current;
    if (!box) return;
    const edit = formatEdit(action, box.value, box.selectionStart, box.selectionEnd);
    const next = applyEdit(box.value, edit);
    box.focus();
    if (next === box.value) {
      box.setSelectionRange(edit.selectionStart, edit.selectionEnd);
      return;
    }
    box.setSelectionRange(edit.from, edit.to);
    let isTyped = false;
    try {
      // The one way to change a text box that its Undo history keeps.
      isTyped = document.execCommand(edit.insert ? 'insertText' : 'delete', false, edit.insert);
    } catch {
      isTyped = false;
    }
    if (isTyped && box.value === next) {
      box.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    } else {
      pendingSelection.current = [edit.selectionStart, edit.selectionEnd];
      onValueChange(next);
    }
  };

  /** The box's shortcuts (Ctrl/Cmd+B...): true when the key press was one. */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    const action = shortcutAction(event);
    if (!action) return false;
    event.preventDefault();
    apply(action);
    return true;
  };

  return { apply, onKeyDown };
}

export interface ChatComposerToolbarProps extends Omit<HTMLChakraProps<'div'>, 'children'> {
  /** Called with the button's action (the box keeps the focus). */
  onFormat: (action: FormatAction) => void;
  /** The id of the box the buttons format. */
  controls?: string;
  /** The toolbar's accessible name. */
  label?: string;
}

/**
 * The formatting buttons: one tab stop, the arrow keys (and Home, End) move between them; a
 * click keeps the focus and the selection in the box. Each says its shortcut in its tooltip and
 * in `aria-keyshortcuts`.
 */
export function ChatComposerToolbar({
  onFormat,
  controls,
  label = 'Formatting',
  ...rest
}: ChatComposerToolbarProps) {
  const styles = useSlotRecipe({ recipe: chatFormatToolbarSlotRecipe })({});
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const mac = isMac();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = FORMAT_ACTIONS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % (last + 1)
        : event.key === 'ArrowLeft'
          ? (current + last) % (last + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <chakra.div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      css={styles.root}
      onKeyDown={onKeyDown}
      {...rest}
    >
      {FORMAT_ACTIONS.map((action, index) => {
        const Icon = ICONS[action];
        const name = FORMAT_LABELS[action];
        const shortcut = FORMAT_SHORTCUTS[action];
        return [
          index === 4 ? <chakra.span key="separator" css={styles.separator} aria-hidden /> : null,
          <Tooltip key={action} content={`${name} (${shortcut.label(mac)})`}>
            <IconButton
              ref={(element: HTMLButtonElement | null) => {
                buttons.current[index] = element;
              }}
              size="xs"
              variant="ghost"
              aria-label={name}
              aria-keyshortcuts={shortcut.aria}
              tabIndex={index === current ? 0 : -1}
              // A click leaves the focus (and the selection) in the box.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setCurrent(index)}
              onClick={() => onFormat(action)}
            >
              <Icon />
            </IconButton>
          </Tooltip>,
        ];
      })}
    </chakra.div>
  );
}
