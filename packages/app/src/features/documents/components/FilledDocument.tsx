import { Box, HStack } from '@chakra-ui/react';
import { Paperclip } from 'lucide-react';

import type { TCopyUpload, TDocumentField } from '@portal/contracts';
import { SAVED_SIGNATURE_IMAGE_PREFIX } from '@portal/contracts/constants';

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
  /** The files attached to the copy's upload fields. */
  uploads?: readonly TCopyUpload[];
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
  uploads = [],
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
          isZoomable
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
                  value={shownValue(field, fill, date, uploads)}
                  valueText={valueTextOf(field, fill, uploads)}
                  isRequired={field.required}
                  isFilled={isFillable(field) && isFieldFilled(field, fill)}
                  isActive={field.id === activeId}
                  isInvalid={Boolean(problems[field.id])}
                  onSelect={onSelect && isFillable(field) ? () => onSelect(field.id) : undefined}
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

/**
 * The words a box shows when its value is not a plain text: a typed signature or initials, an
 * upload's file name (they go into the box's name: what is seen can be said).
 */
function valueTextOf(
  field: TDocumentField,
  fill: FillState,
  uploads: readonly TCopyUpload[],
): string | undefined {
  const mark =
    field.type === 'signature' ? fill.signature : field.type === 'initials' ? fill.initials : null;
  if (mark?.kind === 'typed') return mark.text;
  if (mark?.kind === 'saved' && !mark.preview.startsWith(SAVED_SIGNATURE_IMAGE_PREFIX)) {
    return mark.preview;
  }
  if (field.type !== 'upload') return undefined;
  return uploads.find((candidate) => candidate.id === fill.values[field.id])?.fileName;
}

/** Dates and read-only texts are written by the server: their boxes only show. */
const isFillable = (field: TDocumentField) => field.type !== 'date' && field.type !== 'readonly';

/** What a box shows over the page: the value as it will be written. */
function shownValue(
  field: TDocumentField,
  fill: FillState,
  date: string,
  uploads: readonly TCopyUpload[],
) {
  if (field.type === 'signature' && fill.signature) return <MarkPreview mark={fill.signature} />;
  if (field.type === 'initials' && fill.initials) return <MarkPreview mark={fill.initials} />;
  if (field.type === 'date') return date;
  if (field.type === 'readonly') return field.text ?? null;
  const value = fill.values[field.id];
  if (field.type === 'checkbox') return value === true ? '✓' : null;
  if (field.type === 'upload') {
    const upload = uploads.find((candidate) => candidate.id === value);
    return upload ? (
      <HStack as="span" gap="1" minW="0">
        <Paperclip size={12} aria-hidden="true" style={{ flexShrink: 0 }} />
        {upload.fileName}
      </HStack>
    ) : null;
  }
  return typeof value === 'string' && value ? value : null;
}
