import { useEffect, type RefObject } from 'react';

/** Whether someone is typing in `element` (a field elsewhere keeps its focus). */
const isTextField = (element: Element) =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement ||
  (element instanceof HTMLElement && element.isContentEditable);

export interface FocusOnOpenOptions {
  /** The conversation: its message box is looked for inside. */
  root: RefObject<HTMLElement | null>;
  /** The conversation's heading (tabIndex -1): the focus where the box is not wanted or absent. */
  heading: RefObject<HTMLElement | null>;
  /** The message box's accessible name. */
  boxLabel: string;
}

/**
 * Where the focus goes when a conversation opens (by a click, the keyboard or a link): into the
 * message box, to answer at once, where the main pointer is fine (a mouse or a trackpad, with a
 * keyboard at hand). Where it is coarse (a phone, a tablet) the box would bring up the on-screen
 * keyboard over the messages just opened: the focus goes to the conversation's heading instead
 * (read out by a screen reader), and the keyboard comes when the person touches the box. Without
 * a box (the conversation is read-only) the heading too. Someone typing in another field keeps it.
 */
export function useFocusOnOpen({ root, heading, boxLabel }: FocusOnOpenOptions) {
  useEffect(() => {
    const active = document.activeElement;
    if (active && isTextField(active) && !root.current?.contains(active)) return;
    const box = Array.from(root.current?.querySelectorAll('textarea') ?? []).find(
      (element) => element.getAttribute('aria-label') === boxLabel,
    );
    const isTouchFirst = window.matchMedia('(pointer: coarse)').matches;
    (box && !isTouchFirst ? box : heading.current)?.focus({ preventScroll: true });
    // Once, when the conversation opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
