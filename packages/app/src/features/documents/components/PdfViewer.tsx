import { Box, Skeleton, Stack, type SystemStyleObject } from '@chakra-ui/react';
import { lazy, Suspense, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';

import { ZoomControl, zoomForKey } from '@portal/ui';

import type { PdfPagesProps } from './PdfPages';

// pdfjs is large: it loads when a document is first shown, not with the documents routes.
const PdfPages = lazy(() => import('./PdfPages'));

export interface PdfViewerProps extends Omit<PdfPagesProps, 'zoom'> {
  /**
   * Adds zoom, 50 % to 200 %: buttons above the pages, and the + - 0 keys while the page area
   * has the focus. The pages then scroll inside their area, both ways, never the whole screen.
   */
  isZoomable?: boolean;
  /** The page area's tallest height when zoomable (it scrolls inside). */
  areaMaxHeight?: SystemStyleObject['maxHeight'];
}

/** A PDF's pages with what lies over them; pdfjs arrives on first use. */
export function PdfViewer({ isZoomable = false, areaMaxHeight, ...props }: PdfViewerProps) {
  const pages = (
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
  if (!isZoomable) return pages;
  return <ZoomablePages props={props} areaMaxHeight={areaMaxHeight} />;
}

function ZoomablePages({
  props,
  areaMaxHeight = { base: '70dvh', lg: 'calc(100dvh - 16rem)' },
}: {
  props: Omit<PdfPagesProps, 'zoom'>;
  areaMaxHeight?: SystemStyleObject['maxHeight'];
}) {
  const [zoom, setZoom] = useState(1);
  const area = useRef<HTMLDivElement>(null);
  // The point at the middle of the area, as fractions of what scrolls: kept there by a zoom.
  const centre = useRef<{ x: number; y: number } | null>(null);

  const changeZoom = (next: number) => {
    const box = area.current;
    if (box && next !== zoom) {
      centre.current = {
        x: (box.scrollLeft + box.clientWidth / 2) / box.scrollWidth,
        y: (box.scrollTop + box.clientHeight / 2) / box.scrollHeight,
      };
    }
    setZoom(next);
  };
  useLayoutEffect(() => {
    const box = area.current;
    const kept = centre.current;
    if (!box || !kept) return;
    centre.current = null;
    box.scrollLeft = kept.x * box.scrollWidth - box.clientWidth / 2;
    box.scrollTop = kept.y * box.scrollHeight - box.clientHeight / 2;
  }, [zoom]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = zoomForKey(event.nativeEvent, zoom);
    if (next === null) return;
    event.preventDefault();
    changeZoom(next);
  };

  return (
    <Stack gap="2" minW="0">
      <ZoomControl zoom={zoom} onZoomChange={changeZoom} alignSelf="flex-end" />
      <Box
        ref={area}
        // Scrolls (axe: scrollable-region-focusable) and takes the zoom keys.
        tabIndex={0}
        role="group"
        aria-label="Pages: + and - zoom, 0 resets"
        aria-keyshortcuts="+ - 0"
        overflow="auto"
        maxHeight={areaMaxHeight}
        minW="0"
        overscrollBehavior="contain"
        borderRadius="l1"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        onKeyDown={onKeyDown}
      >
        <Suspense
          fallback={
            <Box width="100%" aria-busy="true" aria-label="Loading the document">
              <Skeleton aspectRatio={1 / Math.SQRT2} width="100%" />
            </Box>
          }
        >
          <PdfPages {...props} zoom={zoom} />
        </Suspense>
      </Box>
    </Stack>
  );
}
