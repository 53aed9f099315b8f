import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { PenLine } from 'lucide-react';
import { useEffect, useRef } from 'react';

import type { TCopyUpload, TDocumentField } from '@portal/contracts';

import { isLockedPrefill, uploadOf, type FillState } from '../utils/filling';
import { FIELD_TYPE_LABELS } from '../utils/labels';
import { ChoiceInput } from './field-inputs/ChoiceInput';
import { ProblemText } from './ProblemText';
import { TextValueInput, type TextValueType } from './field-inputs/TextValueInput';
import { UploadInput } from './field-inputs/UploadInput';

export interface FieldGuideProps {
  /** The field being filled. */
  field: TDocumentField;
  fill: FillState;
  /** The form's or the server's problem with this field. */
  problem?: string | undefined;
  /** The values from the client's record, by field id (the copy's `prefill`). */
  prefill: Readonly<Record<string, string>>;
  /** The files attached to the copy's upload fields. */
  uploads: readonly TCopyUpload[];
  /** The copy being completed (an upload field sends its file to it). */
  copy: { documentId: string; copyId: string };
  /** Each change asks for the focus in the field's input (a problem to fix there). */
  focusRequest?: number;
  onValue: (value: string | boolean) => void;
  /** The field's input lost the focus: its value is checked. */
  onLeave: () => void;
  /** Opens the signature (or initials) chooser. */
  onSign: () => void;
  /** An upload field's file was stored (or replaced). */
  onAttached: (upload: TCopyUpload) => void;
  /** An upload field's file was removed. */
  onRemoved: () => void;
}

const TEXT_VALUE_TYPES: readonly TDocumentField['type'][] = [
  'text',
  'name',
  'email',
  'phone',
  'number',
] satisfies TextValueType[];

const isTextValue = (field: TDocumentField): field is TDocumentField & { type: TextValueType } =>
  TEXT_VALUE_TYPES.includes(field.type);

/** The input of the field being filled, under the document: large enough for a phone. */
export function FieldGuide({
  field,
  fill,
  problem,
  prefill,
  uploads,
  copy,
  focusRequest = 0,
  onValue,
  onLeave,
  onSign,
  onAttached,
  onRemoved,
}: FieldGuideProps) {
  const container = useRef<HTMLDivElement>(null);
  // The guide moving to a field puts the focus in its input (not when the dialog first opens),
  // and so does a problem found there.
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    container.current
      ?.querySelector<HTMLElement>('[data-autofocus]')
      ?.focus({ preventScroll: true });
  }, [field.id, focusRequest]);
  const value = fill.values[field.id];
  const text = typeof value === 'string' ? value : '';
  const label = `${field.label}${field.required ? '' : ' (optional)'}`;
  // Each field's input is its own: what one holds (an upload under way) never shows in another.
  const key = field.id;

  const input = () => {
    if (isTextValue(field)) {
      const prefilled = prefill[field.id];
      return (
        <TextValueInput
          key={key}
          field={field}
          label={label}
          value={text}
          problem={problem}
          isLocked={isLockedPrefill(field, prefill)}
          isPrefilled={Boolean(field.prefill && prefilled && prefilled === text)}
          onValue={onValue}
          onLeave={onLeave}
        />
      );
    }
    if (field.type === 'dropdown' || field.type === 'radio') {
      return (
        <ChoiceInput
          key={key}
          field={{ ...field, type: field.type }}
          label={label}
          value={text}
          problem={problem}
          onValue={onValue}
          onLeave={onLeave}
        />
      );
    }
    if (field.type === 'upload') {
      return (
        <UploadInput
          key={key}
          field={{ ...field, type: field.type }}
          label={label}
          copy={copy}
          attached={uploadOf(field.id, uploads)}
          otherUploads={uploads.filter((upload) => upload.fieldId !== field.id).length}
          problem={problem}
          onAttached={onAttached}
          onRemoved={onRemoved}
        />
      );
    }
    if (field.type === 'checkbox') {
      return (
        <Stack gap="1">
          <Checkbox.Root
            checked={value === true}
            onCheckedChange={(details) => onValue(details.checked === true)}
            invalid={Boolean(problem)}
          >
            <Checkbox.HiddenInput data-autofocus="" />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
          {problem && <ProblemText>{problem}</ProblemText>}
        </Stack>
      );
    }
    if (field.type === 'date') {
      return <Text>{label}: the date you sign is written here.</Text>;
    }
    if (field.type === 'readonly') {
      // The provider's text, as it is printed: read, never typed in.
      return (
        <Stack gap="1">
          <Text textStyle="sm" fontWeight="medium">
            {field.label}
          </Text>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
            {field.text}
          </Text>
        </Stack>
      );
    }
    const mark = field.type === 'signature' ? fill.signature : fill.initials;
    return (
      <Stack gap="1">
        <HStack gap="3" flexWrap="wrap">
          <Text fontWeight="medium">{label}</Text>
          <Button size="sm" onClick={onSign} variant={mark ? 'outline' : 'solid'}>
            <PenLine />
            {mark
              ? `Change ${FIELD_TYPE_LABELS[field.type].toLowerCase()}`
              : field.type === 'signature'
                ? 'Sign'
                : 'Add initials'}
          </Button>
        </HStack>
        {problem && <ProblemText>{problem}</ProblemText>}
      </Stack>
    );
  };
  return <div ref={container}>{input()}</div>;
}
