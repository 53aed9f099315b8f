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
import { useRef, useState, type KeyboardEvent } from 'react';

import { toolbarKeyTarget } from '../../lib/toolbar-keys';
import { Tooltip } from '../Tooltip';
import { chatFormatToolbarSlotRecipe } from './chat-format-toolbar.recipe';
import { FORMAT_LABELS, FORMAT_SHORTCUTS } from './ChatComposer.formatting';
import { FORMAT_ACTIONS, type FormatAction } from './ChatComposer.shortcuts';

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
 * in `aria-keyshortcuts`. Loaded when the composer's Formatting button first shows it.
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
    const next = toolbarKeyTarget(event.key, current, FORMAT_ACTIONS.length);
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
