/** The zoom levels of a document's pages: 50 % to 200 % in 25 % steps (1 = the page's width). */
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 2;
export const ZOOM_STEP = 0.25;

const clampZoom = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));
const onStep = (zoom: number) => Math.round(zoom / ZOOM_STEP) * ZOOM_STEP;

/** One step closer, up to 200 %. */
export const zoomIn = (zoom: number): number => clampZoom(onStep(zoom) + ZOOM_STEP);

/** One step further, down to 50 %. */
export const zoomOut = (zoom: number): number => clampZoom(onStep(zoom) - ZOOM_STEP);

/** The level as people read it: '125 %'. */
export const zoomText = (zoom: number): string => `${Math.round(zoom * 100)} %`;

/**
 * The zoom a key asks for in a page area (+ or = closer, - further, 0 back to 100 %), or null.
 * Keys typed into a field, and those with Ctrl, Alt or Meta (the browser's own zoom), are left
 * alone.
 */
export function zoomForKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>,
  zoom: number,
): number | null {
  if (event.ctrlKey || event.altKey || event.metaKey || isTyping(event.target)) return null;
  if (event.key === '+' || event.key === '=') return zoomIn(zoom);
  if (event.key === '-' || event.key === '_') return zoomOut(zoom);
  if (event.key === '0') return 1;
  return null;
}

function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return (target as Element).closest('input, textarea, select, [contenteditable="true"]') !== null;
}
