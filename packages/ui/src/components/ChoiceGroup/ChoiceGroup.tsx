import { chakra, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';

export interface ChoiceOption<V extends string> {
  value: V;
  /** The choice in a few words. */
  label: string;
  /** What choosing it means, under the label. */
  description?: string;
}

export interface ChoiceGroupProps<V extends string> {
  /** The question the choices answer. */
  legend: string;
  /** A sentence under the question. */
  hint?: string;
  options: readonly ChoiceOption<V>[];
  /** The chosen value; null while nothing is chosen. */
  value: V | null;
  onValueChange: (value: V) => void;
  isDisabled?: boolean;
}

/**
 * One choice among a few, each with a line that says what it means: native radio buttons (arrow
 * keys move the choice, the page's form submits it), each in a card that is its label.
 */
export function ChoiceGroup<V extends string>({
  legend,
  hint,
  options,
  value,
  onValueChange,
  isDisabled = false,
}: ChoiceGroupProps<V>) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <chakra.fieldset
      display="flex"
      flexDirection="column"
      gap="2"
      disabled={isDisabled}
      aria-describedby={hint ? hintId : undefined}
    >
      <chakra.legend textStyle="sm" fontWeight="medium" mb="1">
        {legend}
      </chakra.legend>
      {hint && (
        <Text id={hintId} textStyle="sm" color="fg.muted" mt="-1">
          {hint}
        </Text>
      )}
      <Stack gap="2">
        {options.map((option) => {
          const isChosen = option.value === value;
          const labelId = `${name}-${option.value}-label`;
          const descriptionId = `${name}-${option.value}-description`;
          return (
            <chakra.label
              key={option.value}
              display="flex"
              alignItems="flex-start"
              gap="3"
              px="3"
              py="2.5"
              borderWidth="1px"
              borderRadius="l2"
              borderColor={isChosen ? 'colorPalette.solid' : 'border'}
              bg={isChosen ? 'colorPalette.subtle' : 'transparent'}
              cursor={isDisabled ? 'not-allowed' : 'pointer'}
              opacity={isDisabled ? 0.6 : 1}
              _hover={isDisabled || isChosen ? undefined : { bg: 'bg.muted' }}
              _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
            >
              <chakra.input
                type="radio"
                name={name}
                value={option.value}
                checked={isChosen}
                onChange={() => onValueChange(option.value)}
                // Named by its label alone; the line under it describes it.
                aria-labelledby={labelId}
                aria-describedby={option.description ? descriptionId : undefined}
                accentColor="colorPalette.solid"
                mt="1"
                flexShrink={0}
                boxSize="4"
                _focusVisible={{ outline: 'none' }}
              />
              <Stack gap="0.5">
                <Text id={labelId} textStyle="sm" fontWeight="medium">
                  {option.label}
                </Text>
                {option.description && (
                  <Text id={descriptionId} textStyle="sm" color="fg.muted">
                    {option.description}
                  </Text>
                )}
              </Stack>
            </chakra.label>
          );
        })}
      </Stack>
    </chakra.fieldset>
  );
}
