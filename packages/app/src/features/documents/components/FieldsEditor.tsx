import { Box, Button, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';

import type { TDocumentFieldType } from '@portal/contracts';
import { DOCUMENT_FIELD_TYPES } from '@portal/contracts/constants';

import { FieldBox, FieldPalette, pagePointAt, roundRect } from '@portal/ui';

import { initialsOnEveryPage, newField, placeField, type FieldDraft } from '../utils/field-drafts';
import { FIELD_TYPE_LABELS } from '../utils/labels';
import { FieldSettings } from './FieldSettings';
import { PdfViewer } from './PdfViewer';
import { ProblemText } from './ProblemText';

export interface FieldsEditorProps {
  /** The PDF the fields go on. */
  file: Blob | undefined;
  /** Its pages. */
  pageCount: number;
  /** The fields placed so far. */
  fields: readonly FieldDraft[];
  /** Called with the whole new list on every change. */
  onChange: (fields: FieldDraft[]) => void;
  /** Field problems from the server, by field id. */
  problems?: Record<string, string>;
}

const PALETTE_ITEMS = DOCUMENT_FIELD_TYPES.map((kind) => ({
  kind,
  label: FIELD_TYPE_LABELS[kind],
}));

const boxId = (fieldId: string) => `editor-field-${fieldId}`;

/**
 * The field editor: a palette of the field types, dragged onto a page or chosen and then placed
 * with a click (or, without a pointer, on a chosen page at a free spot); the PDF's pages with the
 * fields over them, zoomed from 50 % to 200 %, moved and resized by dragging (or, once selected,
 * with the arrow keys; Alt resizes); and the list of fields with each one's settings.
 */
export function FieldsEditor({
  file,
  pageCount,
  fields,
  onChange,
  problems = {},
}: FieldsEditorProps) {
  const [armedKind, setArmedKind] = useState<TDocumentFieldType | null>(null);
  const [page, setPage] = useState(pageCount);
  const [activeId, setActiveId] = useState<string | null>(null);
  // The box of a field just placed takes the focus once it is on its page.
  const focusId = useRef<string | null>(null);
  const [notice, setNotice] = useState('');
  const pages = useMemo(
    () => Array.from({ length: Math.max(pageCount, 1) }, (_, index) => index + 1),
    [pageCount],
  );

  useEffect(() => {
    if (!focusId.current) return;
    document.getElementById(boxId(focusId.current))?.focus();
    focusId.current = null;
  });

  const update = (id: string, change: Partial<FieldDraft>) =>
    onChange(fields.map((field) => (field.id === id ? { ...field, ...change } : field)));
  const added = (field: FieldDraft) => {
    onChange([...fields, field]);
    setActiveId(field.id);
    setArmedKind(null);
    setNotice('');
    focusId.current = field.id;
  };
  const remove = (id: string) => onChange(fields.filter((field) => field.id !== id));
  const onPageClick = (pageNumber: number, event: MouseEvent<HTMLElement>) => {
    if (!armedKind) return;
    const box = event.currentTarget.getBoundingClientRect();
    added(
      placeField(
        armedKind,
        {
          page: pageNumber,
          x: (event.clientX - box.left) / box.width,
          y: (event.clientY - box.top) / box.height,
        },
        fields,
      ),
    );
  };

  return (
    <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="stretch">
      <Stack flex="3" minW="0" gap="3">
        <FieldPalette
          items={PALETTE_ITEMS}
          armedKind={armedKind}
          onArmedKindChange={(kind) => setArmedKind(kind as TDocumentFieldType | null)}
          onDrop={(kind, { clientX, clientY }) => {
            const point = pagePointAt(clientX, clientY);
            if (point) added(placeField(kind as TDocumentFieldType, point, fields));
            else setNotice('Let go of the field over a page to place it there.');
          }}
          armedActions={
            <>
              {pages.length > 1 && (
                <NativeSelect.Root size="xs" width="auto">
                  <NativeSelect.Field
                    aria-label="On page"
                    value={String(page)}
                    onChange={(event) => setPage(Number(event.target.value))}
                  >
                    {pages.map((number) => (
                      <option key={number} value={number}>
                        Page {number}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
              <Button
                size="xs"
                variant="outline"
                onClick={() => armedKind && added(newField(armedKind, page, fields))}
              >
                Place on page {page}
              </Button>
            </>
          }
        />
        {notice && <ProblemText role="alert">{notice}</ProblemText>}
        <Box bg="bg.muted" p={{ base: '1', md: '3' }} borderRadius="l2" minW="0">
          {file ? (
            <PdfViewer
              file={file}
              pageCount={pageCount}
              maxPageWidth={720}
              isZoomable
              pageName={(pageNumber) => `Page ${pageNumber}`}
              renderOverlay={(pageNumber) => (
                // A click places the chosen type; 'Place on page N' does it from the keyboard.
                <Box
                  position="absolute"
                  inset="0"
                  data-field-layer=""
                  data-drop-page={pageNumber}
                  cursor={armedKind ? 'crosshair' : undefined}
                  onClick={(event) => onPageClick(pageNumber, event)}
                >
                  {fields
                    .filter((field) => field.page === pageNumber)
                    .map((field) => (
                      <FieldBox
                        key={field.id}
                        id={boxId(field.id)}
                        kind={field.type}
                        label={field.label}
                        rect={field}
                        isRequired={field.required}
                        isActive={field.id === activeId}
                        isInvalid={Boolean(problems[field.id])}
                        aria-label={`${field.label}: move with the arrow keys, resize with Alt and the arrow keys`}
                        onSelect={() => setActiveId(field.id)}
                        onRectChange={(rect) => {
                          setActiveId(field.id);
                          update(field.id, roundRect(rect));
                        }}
                      />
                    ))}
                </Box>
              )}
            />
          ) : (
            <Text color="fg.muted">Loading the document…</Text>
          )}
        </Box>
      </Stack>
      <Stack flex="2" minW="0" gap="4">
        <Stack as="ul" aria-label="Fields" gap="3" listStyleType="none">
          {fields.length === 0 && (
            <Text as="li" color="fg.muted">
              No fields yet: add at least one for the client to fill or sign.
            </Text>
          )}
          {fields.map((field, index) => (
            <FieldSettings
              key={field.id}
              field={field}
              index={index}
              pages={pages}
              isActive={field.id === activeId}
              serverProblem={problems[field.id]}
              onChange={(change) => update(field.id, change)}
              onRemove={() => remove(field.id)}
              onFocus={() => setActiveId(field.id)}
              onEveryPage={
                field.type === 'initials' && pages.length > 1
                  ? () => {
                      const copies = initialsOnEveryPage(field, pages.length, fields);
                      if (copies.length) onChange([...fields, ...copies]);
                      return copies.length;
                    }
                  : undefined
              }
            />
          ))}
        </Stack>
      </Stack>
    </Flex>
  );
}
