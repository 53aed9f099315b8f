import { NativeSelect, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

import type { TDocumentField } from '@portal/contracts';

import { FormField } from '@portal/ui';

export interface ChoiceInputProps {
  field: TDocumentField & { type: 'dropdown' | 'radio' };
  /** The field's label, '(optional)' after it when it may stay empty. */
  label: string;
  /** The chosen option; '' while none is. */
  value: string;
  /** The value's problem, under the choices. */
  problem?: string | undefined;
  onValue: (value: string) => void;
  /** The choice lost the focus: its value is checked. */
  onLeave: () => void;
}

/** A dropdown (the browser's own list, best on a phone) or a radio group of the field's options. */
export function ChoiceInput(props: ChoiceInputProps) {
  return props.field.type === 'dropdown' ? <Dropdown {...props} /> : <Radios {...props} />;
}

function Dropdown({ field, label, value, problem, onValue, onLeave }: ChoiceInputProps) {
  return (
    <FormField label={label} error={problem} required={field.required}>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value}
          data-autofocus=""
          onChange={(event) => onValue(event.target.value)}
          onBlur={onLeave}
        >
          {/* Nothing is chosen for the client; an optional field can go back to nothing. */}
          <option value="" disabled={field.required}>
            Choose…
          </option>
          {(field.options ?? []).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

function Radios({ field, label, value, problem, onValue, onLeave }: ChoiceInputProps) {
  const problemId = useId();
  const options = field.options ?? [];
  // The arrow keys move within the group; Tab enters it on the chosen option, or the first.
  const focusTarget = options.includes(value) ? value : options[0];
  return (
    <Stack gap="1">
      <RadioGroup.Root
        value={value || null}
        onValueChange={(details) => onValue(details.value ?? '')}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
        }}
        invalid={Boolean(problem)}
        required={field.required}
        aria-describedby={problem ? problemId : undefined}
        size="sm"
      >
        <RadioGroup.Label fontWeight="medium" textStyle="sm" mb="2" display="block">
          {label}
        </RadioGroup.Label>
        <Stack gap="2">
          {options.map((option) => (
            <RadioGroup.Item key={option} value={option}>
              <RadioGroup.ItemHiddenInput
                data-autofocus={option === focusTarget ? '' : undefined}
              />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText overflowWrap="anywhere">{option}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {problem && (
        <Text id={problemId} textStyle="sm" color="fg.error">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
