/**
 * How a docs page shows its stories. Each story is drawn in a frame of its own (see
 * `parameters.docs.story` in preview.tsx) at `iframe.html?embed=true&id=...`, which makes the
 * frame show the story at rest, as a designer reads it:
 *   - Storybook runs no play function in an embedded story: the plays run in the story's own view
 *     and in the tests. A play that typed into a search box or pressed keys on a docs page took
 *     the focus, and the page scrolled down to that story.
 *   - Nothing in the frame takes the focus by itself (an autofocused field, an open dialog's first
 *     control) until the reader clicks or types in it, for the same reason.
 *   - The frame is as tall as its story: the embedded story tells its size (Storybook's
 *     `iframe.resize` message) and the docs page sizes its frame to it; a full-screen story (a
 *     screen) gets a frame of a laptop screen's height.
 */

/** What a docs page's frames load: the story, embedded (Storybook's getStoryHref reads it). */
const EMBEDDED_STORY_URL = 'iframe.html?embed=true';
/** The smallest frame, and the tallest a story may ask for (a screen's height). */
const FRAME_MIN_HEIGHT = 60;
const FRAME_MAX_HEIGHT = 900;
/** A full-screen story's frame. */
const SCREEN_FRAME_HEIGHT = 720;

const isEmbedded = () => new URLSearchParams(window.location.search).get('embed') === 'true';

/**
 * Until a pointer or a key is used in this frame, focus() does nothing, nor does select() on a
 * field (which focuses it too).
 */
function holdFocusUntilUsed() {
  let isUsed = false;
  const use = () => {
    isUsed = true;
  };
  window.addEventListener('pointerdown', use, { capture: true, once: true });
  window.addEventListener('keydown', use, { capture: true, once: true });
  const holdUntilUsed = <K extends 'focus' | 'select'>(
    prototype: { [key in K]: (this: HTMLElement, ...args: never[]) => void },
    method: K,
  ) => {
    const original = prototype[method];
    prototype[method] = function heldUntilUsed(this: HTMLElement, ...args: never[]) {
      if (isUsed) original.apply(this, args);
    } as (typeof prototype)[K];
  };
  holdUntilUsed(HTMLElement.prototype, 'focus');
  holdUntilUsed(HTMLInputElement.prototype, 'select');
  holdUntilUsed(HTMLTextAreaElement.prototype, 'select');
}

/** On a docs page: each story frame takes the height its story says it needs. */
function fitFramesToStories() {
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (typeof event.data !== 'string' || !event.data.includes('"iframe.resize"')) return;
    let size: { context?: unknown; height?: unknown };
    try {
      size = JSON.parse(event.data) as typeof size;
    } catch {
      return;
    }
    if (size.context !== 'iframe.resize' || typeof size.height !== 'number') return;
    const frame = [...document.querySelectorAll<HTMLIFrameElement>('iframe[id^="iframe--"]')].find(
      (candidate) => candidate.contentWindow === event.source,
    );
    const box = frame?.parentElement;
    if (!frame || !box) return;
    const isScreen = frame.contentDocument?.body.classList.contains('sb-main-fullscreen') ?? false;
    const height = isScreen
      ? SCREEN_FRAME_HEIGHT
      : Math.min(FRAME_MAX_HEIGHT, Math.max(FRAME_MIN_HEIGHT, Math.ceil(size.height)));
    box.style.height = `${height}px`;
  });
}

/** Set up once per preview window, before Storybook draws anything. */
export function setUpDocsFrames() {
  (globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = EMBEDDED_STORY_URL;
  if (isEmbedded()) holdFocusUntilUsed();
  else fitFramesToStories();
}
