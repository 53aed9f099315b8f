/**
 * What counts as the person's activity: their own input. Not `scroll` (the chat scrolls itself
 * when a message arrives) nor pointer moves (a mouse that rests on the page jitters); a wheel,
 * a touch, a press or a key is someone there.
 */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Calls `onActivity` on each input of the person in this tab (the caller throttles), and
 * `onShown` when the tab is shown again; returns the way to stop.
 */
export function listenForActivity(onActivity: () => void, onShown: () => void): () => void {
  const options = { capture: true, passive: true } as const;
  const onVisibility = () => {
    if (document.visibilityState === 'visible') onShown();
  };
  for (const name of INPUT_EVENTS) window.addEventListener(name, onActivity, options);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    for (const name of INPUT_EVENTS) window.removeEventListener(name, onActivity, options);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
