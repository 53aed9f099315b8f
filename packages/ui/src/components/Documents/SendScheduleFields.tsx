import { chakra, Input, Stack, Text, type StackProps } from '@chakra-ui/react';
import { useId } from 'react';

import { FormField } from '../FormField';
import { ReminderScheduleInputs } from './ReminderScheduleInputs';
import {
  reminderProblems,
  reminderScheduleText,
  type ReminderChoice,
  type SendSchedule,
} from './send-schedule';

export interface SendScheduleFieldsProps extends Omit<StackProps, 'children'> {
  /** The due day and the reminders as the form holds them. */
  value: SendSchedule;
  /** Called with the whole new value on each change. */
  onValueChange: (value: SendSchedule) => void;
  /** The first and last days the date input offers ('YYYY-MM-DD'). */
  dueDayRange: { min: string; max: string };
  /** The due date's problem (a day out of range, or the server's refusal). */
  dueDayError?: string | undefined;
  /**
   * The practice's default schedule, named in its choice; null: the practice sends none;
   * undefined: not known (its choice says 'Practice default' alone).
   */
  practiceDefault: { everyDays: number; maxCount: number } | null | undefined;
  /** While the practice's default is being read, its choice says so. */
  isDefaultLoading?: boolean;
  /** While sending: nothing can change. */
  isDisabled?: boolean;
}

const CHOICES: readonly ReminderChoice[] = ['default', 'none', 'custom'];

/**
 * When a sent form is due, and how its client is reminded: an optional due day (a native date
 * input), then the practice's default reminders, none, or a schedule of its own (every 1-30 days,
 * at most 1-10 times), each number with its problem under it when out of range.
 */
export function SendScheduleFields({
  value,
  onValueChange,
  dueDayRange,
  dueDayError,
  practiceDefault,
  isDefaultLoading = false,
  isDisabled = false,
  ...rest
}: SendScheduleFieldsProps) {
  const id = useId();
  const problems = reminderProblems(value);
  const change = (patch: Partial<SendSchedule>) => onValueChange({ ...value, ...patch });
  const labels: Record<ReminderChoice, string> = {
    default: isDefaultLoading
      ? 'Practice default (loading…)'
      : practiceDefault === undefined
        ? 'Practice default'
        : `Practice default (${practiceDefault ? reminderScheduleText(practiceDefault) : 'none'})`,
    none: 'No reminders',
    custom: 'Custom',
  };
  return (
    <Stack gap="4" {...rest}>
      <FormField
        label="Due date (optional)"
        error={dueDayError}
        helperText="Unsigned by the end of this day, the copy expires. You can extend it later."
        disabled={isDisabled}
      >
        <Input
          type="date"
          value={value.dueDay}
          min={dueDayRange.min}
          max={dueDayRange.max}
          onChange={(event) => change({ dueDay: event.target.value })}
          maxW="xs"
        />
      </FormField>
      <chakra.fieldset
        role="radiogroup"
        aria-labelledby={`${id}-legend`}
        disabled={isDisabled}
        display="flex"
        flexDirection="column"
        gap="2"
      >
        <chakra.legend id={`${id}-legend`} textStyle="sm" fontWeight="medium" mb="1">
          Reminders
        </chakra.legend>
        {CHOICES.map((choice) => (
          <chakra.label
            key={choice}
            display="flex"
            alignItems="center"
            gap="2"
            textStyle="sm"
            cursor={isDisabled ? 'not-allowed' : 'pointer'}
          >
            <chakra.input
              type="radio"
              name={`${id}-reminders`}
              value={choice}
              checked={value.reminders === choice}
              onChange={() => change({ reminders: choice })}
              accentColor="colorPalette.solid"
              boxSize="4"
              flexShrink={0}
            />
            {labels[choice]}
          </chakra.label>
        ))}
        {value.reminders === 'custom' && (
          <ReminderScheduleInputs
            value={value}
            onValueChange={change}
            problems={problems}
            isDisabled={isDisabled}
            ps="6"
            pt="1"
          />
        )}
        {value.reminders !== 'none' && (
          <Text textStyle="xs" color="fg.muted">
            Reminders stop once the copy is signed, declined, voided or expired.
          </Text>
        )}
      </chakra.fieldset>
    </Stack>
  );
}
