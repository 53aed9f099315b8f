import { chakra, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

import type { TDocumentField } from '@portal/contracts';

import { FormField } from '@portal/ui';

import { ProblemText } from '../ProblemText';

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

/**
 * Native radio buttons (the arrow keys move the choice) in a radiogroup named by the label. Not
 * the design system's ChoiceGroup: its fieldset is a group, and the field is a radiogroup.
 */
function Radios({ field, label, value, problem, onValue, onLeave }: ChoiceInputProps) {
  const ids = useId();
  const labelId = `${ids}-label`;
  const problemId = `${ids}-problem`;
  const options = field.options ?? [];
  // Tab enters the group on the chosen option, or the first.
  const focusTarget = options.includes(value) ? value : options[0];
  return (
    <Stack
      gap="2"
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={problem ? problemId : undefined}
      aria-required={field.required || undefined}
      aria-invalid={problem ? true : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
      }}
    >
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      {options.map((option) => (
        <chakra.label
          key={option}
          display="flex"
          alignItems="flex-start"
          gap="2.5"
          textStyle="sm"
          cursor="pointer"
        >
          <chakra.input
            type="radio"
            name={ids}
            value={option}
            checked={option === value}
            onChange={() => onValue(option)}
            data-autofocus={option === focusTarget ? '' : undefined}
            accentColor="colorPalette.solid"
            boxSize="4"
            mt="0.5"
            flexShrink={0}
          />
          <chakra.span overflowWrap="anywhere">{option}</chakra.span>
        </chakra.label>
      ))}
      {problem && <ProblemText id={problemId}>{problem}</ProblemText>}
    </Stack>
  );
}
