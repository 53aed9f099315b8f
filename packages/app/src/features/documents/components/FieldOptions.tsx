import { Button, chakra, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { FIELD_OPTION_MAX_LENGTH, FIELD_OPTIONS_MAX } from '@portal/contracts/constants';
import { ProblemText } from './ProblemText';

export interface FieldOptionsProps {
  /** The choices, in order. */
  options: readonly string[];
  /** Called with the whole new list. */
  onChange: (options: string[]) => void;
  /** The field's name, in each input's name: 'Option 2 of Marital status'. */
  fieldName: string;
  /** What is wrong with the list, shown under it. */
  problem?: string | undefined;
}

/** A dropdown's or radio group's options: written, added, removed and moved with buttons. */
export function FieldOptions({ options, onChange, fieldName, problem }: FieldOptionsProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // The input to focus once the list has rendered (after Add option, a move, a removal).
  const focusIndex = useRef<number | null>(null);
  const isFull = options.length >= FIELD_OPTIONS_MAX;

  useEffect(() => {
    if (focusIndex.current === null) return;
    inputs.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  });

  const set = (index: number, value: string) =>
    onChange(options.map((option, at) => (at === index ? value : option)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...options];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    onChange(next);
    focusIndex.current = index + by;
  };
  const remove = (index: number) => {
    onChange(options.filter((_, at) => at !== index));
    focusIndex.current = Math.max(0, Math.min(index, options.length - 2));
  };
  const add = () => {
    if (isFull) return;
    onChange([...options, `Option ${options.length + 1}`]);
    focusIndex.current = options.length;
  };

  return (
    <chakra.fieldset display="flex" flexDirection="column" gap="2" minW="0">
      <chakra.legend textStyle="sm" fontWeight="medium" mb="1">
        Options
      </chakra.legend>
      <Stack as="ol" gap="1.5" listStyleType="none">
        {options.map((option, index) => (
          <HStack as="li" key={index} gap="1">
            <Input
              ref={(element) => {
                inputs.current[index] = element;
              }}
              size="sm"
              flex="1"
              minW="0"
              aria-label={`Option ${index + 1} of ${fieldName}`}
              value={option}
              maxLength={FIELD_OPTION_MAX_LENGTH}
              aria-invalid={problem && !option.trim() ? true : undefined}
              onChange={(event) => set(index, event.target.value)}
            />
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Move option ${index + 1} up`}
              aria-disabled={index === 0}
              onClick={() => index > 0 && move(index, -1)}
            >
              <ArrowUp />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Move option ${index + 1} down`}
              aria-disabled={index === options.length - 1}
              onClick={() => index < options.length - 1 && move(index, 1)}
            >
              <ArrowDown />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Remove option ${index + 1}`}
              onClick={() => remove(index)}
            >
              <X />
            </IconButton>
          </HStack>
        ))}
      </Stack>
      <HStack gap="2" flexWrap="wrap">
        <Button size="xs" variant="outline" aria-disabled={isFull} onClick={add}>
          <Plus />
          Add option
        </Button>
        <Text textStyle="xs" color="fg.muted">
          {isFull
            ? `At most ${FIELD_OPTIONS_MAX} options.`
            : `${options.length} of at most ${FIELD_OPTIONS_MAX}, each up to ${FIELD_OPTION_MAX_LENGTH} characters`}
        </Text>
      </HStack>
      {problem && <ProblemText>{problem}</ProblemText>}
    </chakra.fieldset>
  );
}
