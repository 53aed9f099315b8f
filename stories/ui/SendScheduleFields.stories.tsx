import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { EMPTY_SEND_SCHEDULE, SendScheduleFields, type SendSchedule } from '@portal/ui';

import { PHONE } from '@/testing/expect-shown';

const RANGE = { min: '2026-03-10', max: '2027-03-10' };
const PRACTICE_DEFAULT = { everyDays: 3, maxCount: 3 };

/** The fields as a form holds them: the value kept in state. */
function Controlled({
  initial = EMPTY_SEND_SCHEDULE,
  ...rest
}: Partial<React.ComponentProps<typeof SendScheduleFields>> & { initial?: SendSchedule }) {
  const [value, setValue] = useState(initial);
  return (
    <SendScheduleFields
      dueDayRange={RANGE}
      practiceDefault={PRACTICE_DEFAULT}
      {...rest}
      value={value}
      onValueChange={setValue}
    />
  );
}

/** When a sent form is due, and how its client is reminded. */
const meta = {
  title: 'UI/Documents/SendScheduleFields',
  component: SendScheduleFields,
  args: {
    value: EMPTY_SEND_SCHEDULE,
    onValueChange: () => undefined,
    dueDayRange: RANGE,
    practiceDefault: PRACTICE_DEFAULT,
  },
  render: (args) => <Controlled {...args} initial={args.value} />,
} satisfies Meta<typeof SendScheduleFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => (
    <Box maxW="lg">
      <Story />
    </Box>
  ),
];

/** Custom shows its two numbers; one out of range says what is allowed. */
export const Default: Story = {
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Reminders' });
    await expect(
      within(group).getByRole('radio', {
        name: 'Practice default (every 3 days, at most 3 times)',
      }),
    ).toBeChecked();
    await expect(canvas.queryByLabelText('Remind every (days)')).toBeNull();
    await userEvent.click(within(group).getByRole('radio', { name: 'Custom' }));
    const every = canvas.getByLabelText('Remind every (days)');
    await userEvent.clear(every);
    await userEvent.type(every, '45');
    await expect(canvas.getByText('Enter a whole number of days from 1 to 30.')).toBeVisible();
    await userEvent.clear(every);
    await userEvent.type(every, '7');
    await expect(canvas.queryByText('Enter a whole number of days from 1 to 30.')).toBeNull();
    const times = canvas.getByLabelText('At most (times)');
    await userEvent.clear(times);
    await userEvent.type(times, '0');
    await expect(canvas.getByText('Enter a whole number of times from 1 to 10.')).toBeVisible();
    await expect(canvas.getByLabelText('Due date (optional)')).toHaveAttribute('min', RANGE.min);
  },
};

/** The practice sends no reminders by default: its choice says so. */
export const NoPracticeDefault: Story = {
  decorators: narrow,
  args: { practiceDefault: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('radio', { name: 'Practice default (none)' }),
    ).toBeChecked();
  },
};

/** Every state side by side: none chosen, a due day with its problem, a custom schedule with problems. */
export const Catalog: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      {(
        [
          ['Empty', EMPTY_SEND_SCHEDULE, undefined],
          [
            'Due date refused',
            { ...EMPTY_SEND_SCHEDULE, dueDay: '2026-03-09', reminders: 'none' },
            'Choose today or a later day.',
          ],
          [
            'Custom, out of range',
            { dueDay: '2026-04-01', reminders: 'custom', everyDays: '31', maxCount: '5' },
            undefined,
          ],
        ] as const
      ).map(([title, value, error]) => (
        <Stack key={title} gap="3" borderWidth="1px" borderRadius="l2" p="4">
          <Text fontWeight="semibold">{title}</Text>
          <Controlled initial={value} dueDayError={error} />
        </Stack>
      ))}
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radiogroup', { name: 'Reminders' })).toHaveLength(3);
    await expect(canvas.getByText('Choose today or a later day.')).toBeVisible();
    await expect(canvas.getByText('Enter a whole number of days from 1 to 30.')).toBeVisible();
  },
};

export const CatalogDark: Story = { ...Catalog, globals: { colorMode: 'dark' } };

/** On a 390 px phone the states stack; the two numbers wrap under each other if needed. */
export const CatalogPhone: Story = { ...Catalog, globals: { ...PHONE } };
