import { Box } from '@chakra-ui/react';

import type { TDocumentField } from '@portal/contracts';

import { DetailSkeleton, ErrorPanel, FieldBox } from '@portal/ui';

import { errorMessage } from '@/lib/http/errors';

import { isFieldFilled, type FillState } from '../utils/filling';
import { MarkPreview } from './MarkPreview';
import { PdfViewer } from './PdfViewer';

export interface FilledDocumentProps {
  /** The fields as sent, on their pages. */
  fields: readonly TDocumentField[];
  /** The copy's original PDF, as `useFileBlob` reads it. */
  file: { data?: Blob; error?: unknown; mutate: () => unknown };
  /** The pages the server counted, for the frames shown before the PDF is parsed. */
  pageCount?: number | null;
  fill: FillState;
  /** What the date fields will say (the signing date). */
  date: string;
  /** Filling in: the field being filled. */
  activeId?: string | null;
  /** Filling in: the server's problems by field id. */
  problems?: Readonly<Record<string, string>>;
  /** Filling in: makes the boxes buttons that select their field. Without it, they only show. */
  onSelect?: (id: string) => void;
}

/**
 * The copy's pages with what was entered drawn where it goes: the filling view (boxes to press)
 * and the review before signing (boxes to read).
 */
export function FilledDocument({
  fields,
  file,
  pageCount,
  fill,
  date,
  activeId = null,
  problems = {},
  onSelect,
}: FilledDocumentProps) {
  return (
    <Box bg="bg.muted" p={{ base: '1', md: '4' }} borderRadius="l2">
      {file.error ? (
        <ErrorPanel
          variant="inline"
          error={errorMessage(file.error, 'The document could not be loaded.')}
          onRetry={() => void file.mutate()}
        />
      ) : file.data ? (
        <PdfViewer
          file={file.data}
          pageCount={pageCount}
          renderOverlay={(pageNumber) =>
            fields
              .filter((field) => field.page === pageNumber)
              .map((field) => (
                <FieldBox
                  key={field.id}
                  // Only the filling view's boxes are pointed to (the guide scrolls to them).
                  id={onSelect ? `field-${field.id}` : undefined}
                  kind={field.type}
                  label={field.label}
                  rect={field}
                  value={shownValue(field, fill, date)}
                  isRequired={field.required}
                  isFilled={field.type !== 'date' && isFieldFilled(field, fill)}
                  isActive={field.id === activeId}
                  isInvalid={Boolean(problems[field.id])}
                  onSelect={
                    onSelect && field.type !== 'date' ? () => onSelect(field.id) : undefined
                  }
                />
              ))
          }
        />
      ) : (
        <DetailSkeleton loadingText="Loading the document…" />
      )}
    </Box>
  );
}

/** What a box shows over the page: the value as it will be written. */
function shownValue(field: TDocumentField, fill: FillState, date: string) {
  if (field.type === 'signature' && fill.signature) return <MarkPreview mark={fill.signature} />;
  if (field.type === 'initials' && fill.initials) return <MarkPreview mark={fill.initials} />;
  if (field.type === 'date') return date;
  const value = fill.values[field.id];
  if (field.type === 'checkbox') return value === true ? '✓' : null;
  return typeof value === 'string' && value ? value : null;
}
