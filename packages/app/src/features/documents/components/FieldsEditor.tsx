import {
  Box,
  Button,
  Checkbox,
  chakra,
  Flex,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';

import type { TDocumentFieldType } from '@portal/contracts';
import { DOCUMENT_FIELD_LABEL_MAX_LENGTH, DOCUMENT_FIELD_TYPES } from '@portal/contracts/constants';

import { FieldBox, roundRect } from '@portal/ui';

import { newField, type FieldDraft } from '../utils/field-drafts';
import { FIELD_TYPE_LABELS } from '../utils/labels';
import { PdfViewer } from './PdfViewer';

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

/**
 * The field editor: the PDF's pages with the fields over them, moved and resized by dragging
 * (or, once selected, with the arrow keys; Alt resizes), and the list of fields with their type,
 * label, page and whether they are required. Everything can be done from the list alone.
 */
export function FieldsEditor({
  file,
  pageCount,
  fields,
  onChange,
  problems = {},
}: FieldsEditorProps) {
  const [type, setType] = useState<TDocumentFieldType>('signature');
  const [page, setPage] = useState(pageCount);
  const [activeId, setActiveId] = useState<string | null>(null);
  const pages = Array.from({ length: Math.max(pageCount, 1) }, (_, index) => index + 1);

  const update = (id: string, change: Partial<FieldDraft>) =>
    onChange(fields.map((field) => (field.id === id ? { ...field, ...change } : field)));
  const add = () => {
    const field = newField(type, page, fields);
    onChange([...fields, field]);
    setActiveId(field.id);
  };
  const remove = (id: string) => onChange(fields.filter((field) => field.id !== id));

  return (
    <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="stretch">
      <Box flex="3" minW="0" bg="bg.muted" p={{ base: '2', md: '4' }} borderRadius="l2">
        {file ? (
          <PdfViewer
            file={file}
            pageCount={pageCount}
            maxPageWidth={720}
            renderOverlay={(pageNumber) => (
              <Box position="absolute" inset="0" data-field-layer="">
                {fields
                  .filter((field) => field.page === pageNumber)
                  .map((field) => (
                    <FieldBox
                      key={field.id}
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
      <Stack flex="2" minW="0" gap="4">
        <chakra.fieldset display="flex" flexDirection="column" gap="2">
          <chakra.legend textStyle="sm" fontWeight="semibold" mb="2">
            Add a field
          </chakra.legend>
          <HStack gap="2" flexWrap="wrap" align="flex-end">
            <NativeSelect.Root size="sm" width="auto" flex="1" minW="36">
              <NativeSelect.Field
                aria-label="Field type"
                value={type}
                onChange={(event) => setType(event.target.value as TDocumentFieldType)}
              >
                {DOCUMENT_FIELD_TYPES.map((option) => (
                  <option key={option} value={option}>
                    {FIELD_TYPE_LABELS[option]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <NativeSelect.Root size="sm" width="auto" minW="24">
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
            <Button size="sm" variant="outline" onClick={add}>
              <Plus />
              Add field
            </Button>
          </HStack>
        </chakra.fieldset>
        <Stack as="ul" aria-label="Fields" gap="3" listStyleType="none">
          {fields.length === 0 && (
            <Text as="li" color="fg.muted">
              No fields yet: add at least one for the client to fill or sign.
            </Text>
          )}
          {fields.map((field, index) => (
            <Box
              as="li"
              key={field.id}
              borderWidth="1px"
              borderRadius="l2"
              p="3"
              borderColor={
                problems[field.id]
                  ? 'border.error'
                  : field.id === activeId
                    ? 'brand.solid'
                    : 'border'
              }
              onFocus={() => setActiveId(field.id)}
            >
              <Stack gap="2">
                <HStack justify="space-between" gap="2">
                  <Text textStyle="sm" fontWeight="semibold">
                    {index + 1}. {FIELD_TYPE_LABELS[field.type]}
                  </Text>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    aria-label={`Remove ${field.label}`}
                    onClick={() => remove(field.id)}
                  >
                    <Trash2 />
                  </IconButton>
                </HStack>
                <Input
                  size="sm"
                  aria-label={`Label of field ${index + 1}`}
                  value={field.label}
                  maxLength={DOCUMENT_FIELD_LABEL_MAX_LENGTH}
                  onChange={(event) => update(field.id, { label: event.target.value })}
                />
                <HStack gap="3" flexWrap="wrap">
                  <NativeSelect.Root size="sm" width="auto">
                    <NativeSelect.Field
                      aria-label={`Page of field ${index + 1}`}
                      value={String(field.page)}
                      onChange={(event) => update(field.id, { page: Number(event.target.value) })}
                    >
                      {pages.map((number) => (
                        <option key={number} value={number}>
                          Page {number}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Checkbox.Root
                    size="sm"
                    checked={field.required}
                    onCheckedChange={(details) =>
                      update(field.id, { required: details.checked === true })
                    }
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>Required</Checkbox.Label>
                  </Checkbox.Root>
                </HStack>
                {problems[field.id] && (
                  <Text textStyle="sm" color="fg.error">
                    {problems[field.id]}
                  </Text>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Stack>
    </Flex>
  );
}
