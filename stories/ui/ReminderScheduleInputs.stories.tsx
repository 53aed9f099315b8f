import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { ReminderScheduleInputs, scheduleNumberProblems, type ScheduleNumbers } from '@portal/ui';

import { PHONE } from '@/testing/expect-shown';

/** The two numbers as a form holds them, each problem shown as it is typed. */
function Controlled({ initial }: { initial: ScheduleNumbers }) {
  const [value, setValue] = useState(initial);
  return (
    <ReminderScheduleInputs
      value={value}
      onValueChange={(change) => setValue((current) => ({ ...current, ...change }))}
      problems={scheduleNumberProblems(value)}
    />
  );
}

/** A reminder schedule's two numbers: the send dialog's custom reminders, the practice's default. */
const meta = {
  title: 'UI/Documents/ReminderScheduleInputs',
  component: ReminderScheduleInputs,
  args: {
    value: { everyDays: '3', maxCount: '5' },
    onValueChange: () => undefined,
    problems: {},
  },
  render: (args) => <Controlled initial={args.value} />,
} satisfies Meta<typeof ReminderScheduleInputs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed out of range, each number says what it takes; back in range, the message goes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const every = canvas.getByRole('spinbutton', { name: 'Remind every (days)' });
    await expect(every).toHaveValue(3);
    await userEvent.clear(every);
    await userEvent.type(every, '0');
    await expect(canvas.getByText('Enter a whole number of days from 1 to 30.')).toBeVisible();
    await expect(every).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(every);
    await userEvent.type(every, '7');
    await expect(canvas.queryByText(/Enter a whole number of days/)).toBeNull();
  },
};

/** Both out of range, as the form shows them before Save is refused. */
export const Problems: Story = { args: { value: { everyDays: '31', maxCount: '11' } } };
export const ProblemsDark: Story = { ...Problems, globals: { colorMode: 'dark' } };
export const ProblemsPhone: Story = { ...Problems, globals: { ...PHONE } };
