/// <reference types="vite/client" />
import { Box, Stack, Text } from '@chakra-ui/react';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Document, Page, pdfjs } from 'react-pdf';

import { PdfPageFrame } from '@portal/ui';

/*
 * The one module that loads pdfjs (through react-pdf). It is reached only through PdfViewer's
 * lazy import, so pdfjs and its worker arrive when a document is opened, never with a route.
 * One worker pattern: the worker's file URL from Vite (`?url`).
 */
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

// The app's CSP allows no eval: pdfjs must not try it for fonts.
const PDF_OPTIONS = { isEvalSupported: false } as const;

export interface PdfPagesProps {
  /** The PDF's bytes. A Blob is read afresh by each load, so nothing is detached twice. */
  file: Blob;
  /** The pages the server counted, for the frames shown before the PDF is parsed. */
  pageCount?: number | null;
  /** What lies over each page (the fields). */
  renderOverlay?: (pageNumber: number) => ReactNode;
  /** Called once the PDF is parsed, with its number of pages. */
  onLoaded?: (pageCount: number) => void;
  /** The widest a page is drawn, in CSS pixels. */
  maxPageWidth?: number;
  /** What the viewer says when the PDF cannot be read. */
  errorText?: string;
  /** The pages' zoom: 1 draws them as wide as the viewer (up to `maxPageWidth`), 2 twice that. */
  zoom?: number;
  /** Each page's accessible name ('Page 1 of 3' by default). */
  pageName?: (pageNumber: number) => string;
}

/**
 * Every page of a PDF, as wide as the viewer (up to `maxPageWidth`) times the zoom, each in its
 * frame. A page wider than the viewer overflows it to the right (the viewer's area scrolls).
 */
export default function PdfPages({
  file,
  pageCount,
  renderOverlay,
  onLoaded,
  maxPageWidth = 900,
  errorText = 'This PDF could not be shown. Download it instead.',
  zoom = 1,
  pageName,
}: PdfPagesProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [pages, setPages] = useState<number | null>(null);
  const [ratios, setRatios] = useState<Record<number, number>>({});

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    // A hidden viewer (the form's, while the review shows) keeps its pages as they were drawn.
    const measure = () => {
      if (box.clientWidth > 0) setWidth(Math.min(box.clientWidth, maxPageWidth));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [maxPageWidth]);

  const shown = pages ?? pageCount ?? 1;
  const pageWidth = Math.round(width * zoom);
  const numbers = Array.from({ length: shown }, (_, index) => index + 1);
  return (
    <Box ref={boxRef} width="100%">
      <Document
        file={file}
        options={PDF_OPTIONS}
        onLoadSuccess={(pdf) => {
          setPages(pdf.numPages);
          onLoaded?.(pdf.numPages);
        }}
        loading={null}
        error={
          <Text role="alert" color="fg.error">
            {errorText}
          </Text>
        }
      >
        {/* Auto margins centre a page that fits and start one that overflows at the left edge. */}
        <Stack gap="6" align="flex-start">
          {numbers.map((pageNumber) => (
            <Box
              key={pageNumber}
              width={width ? `${pageWidth}px` : '100%'}
              maxW={zoom > 1 ? undefined : '100%'}
              flexShrink="0"
              mx="auto"
            >
              <PdfPageFrame
                {...(pageName && { 'aria-label': pageName(pageNumber) })}
                pageNumber={pageNumber}
                pageCount={shown}
                aspectRatio={ratios[pageNumber]}
                isLoading={pages === null || !ratios[pageNumber]}
                overlay={renderOverlay?.(pageNumber)}
              >
                {width > 0 && pages !== null && (
                  <Page
                    pageNumber={pageNumber}
                    width={pageWidth}
                    renderTextLayer={false}
                    renderAnnotationLayer={false}
                    loading={null}
                    onLoadSuccess={(page) =>
                      setRatios((known) =>
                        known[pageNumber]
                          ? known
                          : { ...known, [pageNumber]: page.width / page.height },
                      )
                    }
                  />
                )}
              </PdfPageFrame>
            </Box>
          ))}
        </Stack>
      </Document>
    </Box>
  );
}
