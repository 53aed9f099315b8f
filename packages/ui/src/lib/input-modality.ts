/**
 * Whether the person is using the keyboard or a pointer, as focus-visible decides it: a focus
 * that follows a key press shows a hint, one that follows a click does not. Tracked on the
 * document from the first call of `trackInputModality` on.
 */
let lastInput: 'keyboard' | 'pointer' | null = null;
let isTracking = false;

function onKeyDown(event: KeyboardEvent) {
  // A shortcut with a modifier is not keyboard navigation.
  if (event.metaKey || event.ctrlKey || event.altKey) return;
  lastInput = 'keyboard';
}

function onPointerDown() {
  lastInput = 'pointer';
}

export function trackInputModality() {
  if (isTracking || typeof document === 'undefined') return;
  isTracking = true;
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('pointerdown', onPointerDown, true);
  document.addEventListener('mousedown', onPointerDown, true);
}

/** Whether a focus now should show as keyboard focus (also when nothing was pressed yet). */
export const isFocusVisible = () => lastInput !== 'pointer';
