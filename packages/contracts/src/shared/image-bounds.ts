/**
 * The largest image the server accepts for each use, measured from the image's header before
 * anything decodes it. A small file can declare a huge picture (an "image bomb"): decoded, a
 * 30000 x 30000 PNG of 6 KB takes gigabytes and minutes.
 */
export interface TImageBounds {
  /** The longest side, in pixels. */
  readonly maxSide: number;
  /** Width times height. */
  readonly maxPixels: number;
}

/** Drawn signatures and initials, which the server decodes to seal them into the PDF: a tablet's
 * high-density pad can pass 3000 pixels a side. */
export const SIGNATURE_IMAGE_BOUNDS: TImageBounds = { maxSide: 4096, maxPixels: 4_000_000 };

/** Profile pictures (the server stores them as sent; the bound protects the browsers that draw them). */
export const PROFILE_IMAGE_BOUNDS: TImageBounds = { maxSide: 8192, maxPixels: 40_000_000 };

/** Images sent in a chat or shared as a document (stored as sent, drawn by other people's browsers). */
export const SHARED_IMAGE_BOUNDS: TImageBounds = { maxSide: 12_000, maxPixels: 50_000_000 };
