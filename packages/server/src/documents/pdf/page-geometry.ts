import type { PDFPage } from 'pdf-lib';

import type { TDocumentField } from '@portal/contracts';

/** A field's box on its page as its reader sees it: points, origin bottom-left, upright. */
export interface ShownBox {
  left: number;
  bottom: number;
  width: number;
  height: number;
}

/**
 * The page as shown (its crop box turned by its /Rotate, as every viewer and the app's editor
 * show it) and the way from shown points back to the page's own coordinates. Text and images are
 * drawn turned by the same angle, so that they read upright on a rotated page.
 */
export interface PageFrame {
  /** Degrees the page is turned clockwise when shown: 0, 90, 180 or 270. */
  angle: number;
  shownWidth: number;
  shownHeight: number;
  toPage: (x: number, y: number) => { x: number; y: number };
}

export function frameOf(page: PDFPage): PageFrame {
  const box = page.getCropBox();
  const angle = (((page.getRotation().angle % 360) + 360) % 360) as number;
  const turned = angle === 90 || angle === 270;
  const toPage = (x: number, y: number) => {
    switch (angle) {
      case 90:
        return { x: box.x + box.width - y, y: box.y + x };
      case 180:
        return { x: box.x + box.width - x, y: box.y + box.height - y };
      case 270:
        return { x: box.x + y, y: box.y + box.height - x };
      default:
        return { x: box.x + x, y: box.y + y };
    }
  };
  return {
    angle,
    shownWidth: turned ? box.height : box.width,
    shownHeight: turned ? box.width : box.height,
    toPage,
  };
}

/** The field's box in shown points (the field holds fractions of the shown page, top-left origin). */
export function shownBox(field: TDocumentField, frame: PageFrame): ShownBox {
  return {
    left: field.x * frame.shownWidth,
    bottom: (1 - field.y - field.height) * frame.shownHeight,
    width: field.width * frame.shownWidth,
    height: field.height * frame.shownHeight,
  };
}
