import { Skeleton, chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import { pdfPageFrameSlotRecipe } from './documents.recipe';

export interface PdfPageFrameProps extends Omit<
  HTMLChakraProps<'section'>,
  'children' | 'overlay'
> {
  /** The page's number, from 1. */
  pageNumber: number;
  /** How many pages the document has. */
  pageCount: number;
  /** The page's width over its height, so that the frame keeps its shape before it is drawn. */
  aspectRatio?: number;
  /** The drawn page (a canvas from the PDF viewer). */
  children?: ReactNode;
  /** What lies over the page: the fields, placed by fractions of the page. */
  overlay?: ReactNode;
  /** While true, a skeleton covers the page (which may be drawing under it). */
  isLoading?: boolean;
  /** The page's name for screen readers and under the page; 'Page 1 of 3' by default. */
  pageLabel?: (pageNumber: number, pageCount: number) => string;
}

const defaultPageLabel = (pageNumber: number, pageCount: number) =>
  `Page ${pageNumber} of ${pageCount}`;

/**
 * One page of a PDF as a sheet of paper, with a layer over it where fields are placed. The layer
 * has the page's exact size, so a field's box in fractions of the page lands where it belongs
 * whatever the zoom.
 */
export function PdfPageFrame({
  pageNumber,
  pageCount,
  aspectRatio = 1 / Math.SQRT2,
  children,
  overlay,
  isLoading = false,
  pageLabel = defaultPageLabel,
  ...rest
}: PdfPageFrameProps) {
  const styles = useSlotRecipe({ recipe: pdfPageFrameSlotRecipe })({});
  const label = pageLabel(pageNumber, pageCount);
  return (
    <chakra.section aria-label={label} css={styles.root} {...rest}>
      <chakra.div css={styles.page} style={{ aspectRatio: String(aspectRatio) }}>
        {children}
        {isLoading && <Skeleton position="absolute" inset="0" />}
        {overlay && !isLoading && <chakra.div css={styles.overlay}>{overlay}</chakra.div>}
      </chakra.div>
      <chakra.span css={styles.label} aria-hidden="true">
        {label}
      </chakra.span>
    </chakra.section>
  );
}
