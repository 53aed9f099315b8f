/** A rectangle in canvas pixels. */
export interface InkBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The smallest box holding every pixel with ink (alpha above zero) of an RGBA image, grown by
 * `margin` pixels and kept inside the image; null when the image is blank. signature_pad draws on
 * a transparent canvas as wide as the pad: trimmed, the signature fills the field it is put in.
 */
export function inkBounds(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  margin = 0,
): InkBox | null {
  let top = height;
  let left = width;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    const row = y * width * 4;
    for (let x = 0; x < width; x += 1) {
      if (pixels[row + x * 4 + 3] === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return null;
  const x = Math.max(0, left - margin);
  const y = Math.max(0, top - margin);
  return {
    x,
    y,
    width: Math.min(width, right + 1 + margin) - x,
    height: Math.min(height, bottom + 1 + margin) - y,
  };
}
