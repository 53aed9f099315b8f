import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { StatusBadge } from '@portal/ui';

const meta = {
  title: 'UI/Data/StatusBadge',
  component: StatusBadge,
  args: { tone: 'danger', children: 'Rejected' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rejected')).toBeVisible();
  },
};

/** The account states side by side. */
export const AccountStates: Story = {
  render: () => (
    <HStack>
      <StatusBadge tone="warning">Pending</StatusBadge>
      <StatusBadge tone="success">Approved</StatusBadge>
      <StatusBadge tone="danger">Rejected</StatusBadge>
      <StatusBadge tone="neutral">Blocked</StatusBadge>
      <StatusBadge tone="info">Invited</StatusBadge>
    </HStack>
  ),
};

/** The same states in the dark colour mode. */
export const AccountStatesDark: Story = {
  ...AccountStates,
  globals: { colorMode: 'dark' },
};
