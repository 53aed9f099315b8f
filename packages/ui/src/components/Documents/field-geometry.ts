/** A field's box as fractions of its page (top-left origin). */
export interface FieldRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest side a field may have, as a fraction of the page. */
export const MIN_FIELD_SIDE = 0.02;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The box moved by (dx, dy), kept inside the page. */
export function moveRect(rect: FieldRect, dx: number, dy: number): FieldRect {
  return {
    ...rect,
    x: clamp(rect.x + dx, 0, 1 - rect.width),
    y: clamp(rect.y + dy, 0, 1 - rect.height),
  };
}

/** The box grown or shrunk by (dw, dh) from its top-left corner, kept inside the page. */
export function resizeRect(rect: FieldRect, dw: number, dh: number): FieldRect {
  return {
    ...rect,
    width: clamp(rect.width + dw, MIN_FIELD_SIDE, 1 - rect.x),
    height: clamp(rect.height + dh, MIN_FIELD_SIDE, 1 - rect.y),
  };
}

/** Rounds a box to 4 decimals (a tenth of a pixel on a 1000 px page), as it is stored. */
export function roundRect(rect: FieldRect): FieldRect {
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return {
    x: round(rect.x),
    y: round(rect.y),
    width: round(rect.width),
    height: round(rect.height),
  };
}

/**
 * A box of this size with its middle at (x, y) (fractions of the page), kept inside the page:
 * where a field dropped or clicked there goes.
 */
export function rectCenteredAt(
  point: { x: number; y: number },
  size: { width: number; height: number },
): FieldRect {
  const width = clamp(size.width, MIN_FIELD_SIDE, 1);
  const height = clamp(size.height, MIN_FIELD_SIDE, 1);
  return {
    x: clamp(point.x - width / 2, 0, 1 - width),
    y: clamp(point.y - height / 2, 0, 1 - height),
    width,
    height,
  };
}

/** The page layer under a point of the screen, marked `data-drop-page="<n>"`. */
export interface PagePoint {
  /** The page's number. */
  page: number;
  /** Where the point is on it, as fractions of its width and height. */
  x: number;
  y: number;
}

/**
 * The page (a layer marked `data-drop-page`) under a screen point, and where on it; null off the
 * pages. Elements that let the pointer through (a drag's ghost) are not hit.
 */
export function pagePointAt(clientX: number, clientY: number): PagePoint | null {
  const layer = document
    .elementsFromPoint(clientX, clientY)
    .find((element) => element instanceof HTMLElement && element.dataset.dropPage);
  if (!(layer instanceof HTMLElement)) return null;
  const box = layer.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  return {
    page: Number(layer.dataset.dropPage),
    x: (clientX - box.left) / box.width,
    y: (clientY - box.top) / box.height,
  };
}

/**
 * Keeps a drag's pointer events on the element that started it, even when the pointer leaves it
 * (a finger sliding off a small box). A pointer that is no longer active cannot be captured (an
 * event replayed by a test): the drag then works while the pointer stays over the element.
 */
export function capturePointer(element: Element, pointerId: number): void {
  try {
    element.setPointerCapture(pointerId);
  } catch {
    // Not active: nothing to capture.
  }
}
