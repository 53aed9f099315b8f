import { imageSize } from 'image-size';

import type { TImageBounds } from '@portal/contracts';

import { badRequest } from './http-error.ts';

/**
 * Refuses an image whose header declares a picture beyond `bounds`, before anything decodes it:
 * image-size reads the few bytes that declare the size and decodes nothing, so a 6 KB file that
 * declares 30000 x 30000 pixels costs microseconds here instead of gigabytes in a decoder.
 * `what` names the image in the message ('signature').
 */
export function checkImageBounds(bytes: Uint8Array, bounds: TImageBounds, what: string): void {
  let width = 0;
  let height = 0;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    // An image whose size cannot be read is not one that a decoder should be given.
  }
  if (!(width > 0 && height > 0)) throw badRequest(`The ${what} image cannot be read.`);
  if (Math.max(width, height) > bounds.maxSide || width * height > bounds.maxPixels) {
    throw badRequest(
      `The ${what} is too large (${width} x ${height} pixels): at most ${bounds.maxSide} ` +
        `pixels a side and ${bounds.maxPixels / 1_000_000} megapixels.`,
    );
  }
}
