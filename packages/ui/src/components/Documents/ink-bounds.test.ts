import { describe, expect, it } from 'vitest';

import { inkBounds } from './ink-bounds';

/** A width x height RGBA image with ink at the given points. */
function image(width: number, height: number, inked: [number, number][]) {
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (const [x, y] of inked) pixels[(y * width + x) * 4 + 3] = 255;
  return pixels;
}

describe('inkBounds', () => {
  it('is null for a blank pad', () => {
    expect(inkBounds(image(10, 5, []), 10, 5)).toBeNull();
  });

  it('holds every inked pixel', () => {
    expect(
      inkBounds(
        image(10, 8, [
          [2, 3],
          [7, 5],
        ]),
        10,
        8,
      ),
    ).toEqual({ x: 2, y: 3, width: 6, height: 3 });
  });

  it('grows by the margin but stays inside the image', () => {
    expect(inkBounds(image(10, 8, [[1, 6]]), 10, 8, 2)).toEqual({
      x: 0,
      y: 4,
      width: 4,
      height: 4,
    });
  });
});
