import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

import type * as FormattingModule from './ChatComposer.formatting';
import { shortcutAction, type FormatAction } from './ChatComposer.shortcuts';

type Formatting = typeof FormattingModule;

let formatting: Formatting | null = null;
/** What each action does: loaded on the first use of formatting (or when the toolbar opens). */
export const loadFormatting = (): Promise<Formatting> =>
  import('./ChatComposer.formatting').then((module) => (formatting = module));

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

  const applyNow = ({ formatEdit, applyEdit }: Formatting, action: FormatAction) => {
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

  const apply = (action: FormatAction) => {
    if (formatting) applyNow(formatting, action);
    else void loadFormatting().then((module) => applyNow(module, action));
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
