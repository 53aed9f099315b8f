import { Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { PenLine } from 'lucide-react';
import { useEffect, useRef } from 'react';

import type { TDocumentField } from '@portal/contracts';
import { DOCUMENT_TEXT_VALUE_MAX_LENGTH } from '@portal/contracts/constants';

import { FormField } from '@portal/ui';

import type { FillState } from '../utils/filling';
import { FIELD_TYPE_LABELS } from '../utils/labels';

export interface FieldGuideProps {
  /** The field being filled. */
  field: TDocumentField;
  fill: FillState;
  /** The server's problem with this field. */
  problem?: string;
  onValue: (value: string | boolean) => void;
  /** Opens the signature (or initials) chooser. */
  onSign: () => void;
}

/** The input of the field being filled, under the document: large enough for a phone. */
export function FieldGuide({ field, fill, problem, onValue, onSign }: FieldGuideProps) {
  const input = useRef<HTMLInputElement>(null);
  // The guide moving to a text field puts the caret in it (not when the dialog first opens).
  const isFirst = useRef(true);
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    input.current?.focus({ preventScroll: true });
  }, [field.id]);
  const value = fill.values[field.id];
  const label = `${field.label}${field.required ? '' : ' (optional)'}`;
  if (field.type === 'text') {
    return (
      <FormField label={label} error={problem} required={field.required}>
        <Input
          ref={input}
          value={typeof value === 'string' ? value : ''}
          maxLength={DOCUMENT_TEXT_VALUE_MAX_LENGTH}
          onChange={(event) => onValue(event.target.value)}
        />
      </FormField>
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
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
        {problem && (
          <Text textStyle="sm" color="fg.error">
            {problem}
          </Text>
        )}
      </Stack>
    );
  }
  if (field.type === 'date') {
    return <Text>{label}: the date you sign is written here.</Text>;
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
      {problem && (
        <Text textStyle="sm" color="fg.error">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
