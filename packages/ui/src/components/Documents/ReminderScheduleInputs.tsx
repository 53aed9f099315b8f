import { Field, HStack, Input, type StackProps } from '@chakra-ui/react';

import {
  REMINDER_COUNT_MAX,
  REMINDER_COUNT_MIN,
  REMINDER_EVERY_DAYS_MAX,
  REMINDER_EVERY_DAYS_MIN,
} from '@portal/contracts/constants';

import type { ScheduleNumbers } from './send-schedule';

export interface ReminderScheduleInputsProps extends Omit<StackProps, 'children' | 'onChange'> {
  /** The two numbers as typed. */
  value: ScheduleNumbers;
  /** Called with the number that changed. */
  onValueChange: (change: Partial<ScheduleNumbers>) => void;
  /** Each number's problem (`scheduleNumberProblems`), shown under it. */
  problems: { everyDays?: string | undefined; maxCount?: string | undefined };
  isDisabled?: boolean;
}

/**
 * A reminder schedule's two numbers: every 1-30 days, at most 1-10 times, each with its problem
 * under it. The send dialog's custom reminders and the practice's default reminders use it.
 */
export function ReminderScheduleInputs({
  value,
  onValueChange,
  problems,
  isDisabled = false,
  ...rest
}: ReminderScheduleInputsProps) {
  const inputs = [
    {
      key: 'everyDays',
      label: 'Remind every (days)',
      min: REMINDER_EVERY_DAYS_MIN,
      max: REMINDER_EVERY_DAYS_MAX,
    },
    { key: 'maxCount', label: 'At most (times)', min: REMINDER_COUNT_MIN, max: REMINDER_COUNT_MAX },
  ] as const;
  return (
    <HStack gap="4" align="flex-start" flexWrap="wrap" {...rest}>
      {inputs.map(({ key, label, min, max }) => (
        <Field.Root key={key} invalid={Boolean(problems[key])} disabled={isDisabled} w="auto">
          <Field.Label>{label}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={value[key]}
            onChange={(event) => onValueChange({ [key]: event.target.value })}
            w="32"
            maxW="full"
          />
          {problems[key] && <Field.ErrorText maxW="48">{problems[key]}</Field.ErrorText>}
        </Field.Root>
      ))}
    </HStack>
  );
}
