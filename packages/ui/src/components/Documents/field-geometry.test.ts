import { describe, expect, it } from 'vitest';

import { MIN_FIELD_SIDE, moveRect, rectCenteredAt, resizeRect, roundRect } from './field-geometry';

const box = { x: 0.1, y: 0.2, width: 0.3, height: 0.1 };

describe('field geometry', () => {
  it('moves a box within the page', () => {
    expect(roundRect(moveRect(box, 0.05, -0.05))).toEqual({ ...box, x: 0.15, y: 0.15 });
    expect(moveRect(box, 2, 2)).toMatchObject({ x: 0.7, y: 0.9 });
    expect(moveRect(box, -1, -1)).toMatchObject({ x: 0, y: 0 });
  });

  it('resizes a box without leaving the page or vanishing', () => {
    expect(roundRect(resizeRect(box, 0.1, 0.05))).toEqual({ ...box, width: 0.4, height: 0.15 });
    expect(resizeRect(box, 5, 5)).toMatchObject({ width: 0.9, height: 0.8 });
    expect(resizeRect(box, -1, -1)).toMatchObject({
      width: MIN_FIELD_SIDE,
      height: MIN_FIELD_SIDE,
    });
  });

  it('centres a dropped box under the pointer, kept inside the page', () => {
    const size = { width: 0.2, height: 0.1 };
    expect(roundRect(rectCenteredAt({ x: 0.5, y: 0.5 }, size))).toEqual({
      x: 0.4,
      y: 0.45,
      width: 0.2,
      height: 0.1,
    });
    expect(rectCenteredAt({ x: 0.02, y: 0.99 }, size)).toMatchObject({ x: 0, y: 0.9 });
    expect(rectCenteredAt({ x: 1, y: 0 }, size)).toMatchObject({ x: 0.8, y: 0 });
  });
});
