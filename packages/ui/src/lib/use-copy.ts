import { useEffect, useRef, useState } from 'react';

/** Where a copy stands: not tried, on the clipboard, or refused by the browser. */
export type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" shows before the button reads "Copy" again. */
const COPIED_FOR_MS = 4000;

/**
 * Copies text to the clipboard and says how it went. The browser may refuse (no permission, an
 * insecure page): the state is then 'failed', and the caller selects the text for the person to
 * copy by hand.
 */
export function useCopy(): { state: CopyState; copy: (text: string) => Promise<boolean> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_FOR_MS);
      return true;
    } catch {
      setState('failed');
      return false;
    }
  };
  return { state, copy };
}

/** Selects the text of an element, for a copy by hand when the clipboard refused. */
export function selectContents(element: HTMLElement | null): void {
  const selection = element ? window.getSelection() : null;
  if (!element || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}
