import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

import type { PdfPagesProps } from './PdfPages';

// pdfjs is large: it loads when a document is first shown, not with the documents routes.
const PdfPages = lazy(() => import('./PdfPages'));

/** A PDF's pages with what lies over them; pdfjs arrives on first use. */
export function PdfViewer(props: PdfPagesProps) {
  return (
    <Suspense
      fallback={
        <Stack gap="6" align="center" aria-busy="true" aria-label="Loading the document">
          <Box width="100%" maxW="900px">
            <Skeleton aspectRatio={1 / Math.SQRT2} width="100%" />
          </Box>
        </Stack>
      }
    >
      <PdfPages {...props} />
    </Suspense>
  );
}
