import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { DateText } from '@portal/ui';

const meta = {
  title: 'UI/Data/DateText',
  component: DateText,
  args: { iso: '2026-11-23T09:30:00.000Z' },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The date part of the timestamp, in a `<time>` that carries the whole timestamp. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('2026-11-23');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('dateTime', '2026-11-23T09:30:00.000Z');
  },
};

/** In a narrow box the date stays on one line rather than breaking at its hyphens. */
export const Narrow: Story = {
  render: (args) => (
    <Box width="20" borderWidth="1px" p="1">
      <Text>
        Member since <DateText {...args} />
      </Text>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('2026-11-23');
    await expect(getComputedStyle(time).whiteSpace).toBe('nowrap');
    // One line: the element is no taller than the text's line.
    const lineHeight = parseFloat(getComputedStyle(time).lineHeight);
    await expect(time.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight + 1);
  },
};
