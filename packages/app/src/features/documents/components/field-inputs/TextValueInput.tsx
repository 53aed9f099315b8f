import { HStack, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { Lock } from 'lucide-react';

import type { TDocumentField } from '@portal/contracts';
import { DOCUMENT_TEXT_VALUE_MAX_LENGTH } from '@portal/contracts/constants';

import { FormField, PhoneInput } from '@portal/ui';

/** The field types typed in as a line of text. */
export type TextValueType = 'text' | 'name' | 'email' | 'phone' | 'number';

/** What each type asks of the browser: its keyboard on a phone, and what it may fill in. */
const INPUT_PROPS: Record<Exclude<TextValueType, 'phone'>, InputProps> = {
  text: {},
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false },
  // Not type="number": it would take a comma on some keyboards and hide what was typed.
  number: { inputMode: 'decimal', autoComplete: 'off' },
};

/** A number field's bounds in words ('Between 18 and 120'); null without bounds. */
export function rangeText(field: Pick<TDocumentField, 'min' | 'max'>): string | null {
  const { min, max } = field;
  if (min !== undefined && max !== undefined) return `Between ${min} and ${max}`;
  if (min !== undefined) return `At least ${min}`;
  if (max !== undefined) return `At most ${max}`;
  return null;
}

export interface TextValueInputProps {
  field: TDocumentField & { type: TextValueType };
  /** What the input shows: the field's label, '(optional)' after it when it may stay empty. */
  label: string;
  value: string;
  /** The value's problem, under the input. */
  problem?: string | undefined;
  /** The value comes from the client's record and may not change (read-only, with a lock). */
  isLocked: boolean;
  /** The value came from the client's record and may be changed. */
  isPrefilled: boolean;
  onValue: (value: string) => void;
  /** The input lost the focus: its value is checked. */
  onLeave: () => void;
}

/** A text, name, e-mail, phone or number field: one line, the browser's help for its kind. */
export function TextValueInput({
  field,
  label,
  value,
  problem,
  isLocked,
  isPrefilled,
  onValue,
  onLeave,
}: TextValueInputProps) {
  const hint = isLocked ? (
    <HStack as="span" gap="1">
      <Lock size={14} aria-hidden="true" />
      Filled in from your record
    </HStack>
  ) : isPrefilled ? (
    'Filled in from your record: change it if it is wrong.'
  ) : field.type === 'number' ? (
    rangeText(field)
  ) : null;
  const shared = {
    value,
    maxLength: DOCUMENT_TEXT_VALUE_MAX_LENGTH,
    readOnly: isLocked,
    'data-autofocus': '',
    onChange: (event: { target: { value: string } }) => onValue(event.target.value),
    onBlur: onLeave,
  };
  return (
    <FormField label={label} error={problem} helperText={hint} required={field.required}>
      {field.type === 'phone' ? (
        <PhoneInput {...shared} />
      ) : isLocked ? (
        <InputGroup startElement={<Lock size={16} aria-hidden="true" />}>
          <Input {...INPUT_PROPS[field.type]} {...shared} />
        </InputGroup>
      ) : (
        <Input {...INPUT_PROPS[field.type]} {...shared} />
      )}
    </FormField>
  );
}
