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
}

/** Every page of a PDF, as wide as the viewer (up to `maxPageWidth`), each in its frame. */
export default function PdfPages({
  file,
  pageCount,
  renderOverlay,
  onLoaded,
  maxPageWidth = 900,
  errorText = 'This PDF could not be shown. Download it instead.',
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
        <Stack gap="6" align="center">
          {numbers.map((pageNumber) => (
            <Box key={pageNumber} width={width ? `${width}px` : '100%'} maxW="100%">
              <PdfPageFrame
                pageNumber={pageNumber}
                pageCount={shown}
                aspectRatio={ratios[pageNumber]}
                isLoading={pages === null || !ratios[pageNumber]}
                overlay={renderOverlay?.(pageNumber)}
              >
                {width > 0 && pages !== null && (
                  <Page
                    pageNumber={pageNumber}
                    width={width}
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
