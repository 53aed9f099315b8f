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
