import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { DocumentStatusBadge } from '@portal/ui';

const meta = {
  title: 'UI/Documents/DocumentStatusBadge',
  component: DocumentStatusBadge,
  args: { status: 'signed' },
} satisfies Meta<typeof DocumentStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Signed')).toBeVisible();
  },
};

/** Other words for a status, e.g. what the client reads. */
export const CustomLabel: Story = {
  args: { status: 'sent', label: 'Waiting for you' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Waiting for you')).toBeVisible();
  },
};

/** Every status side by side. */
export const AllStatuses: Story = {
  render: () => (
    <HStack>
      <DocumentStatusBadge status="sent" />
      <DocumentStatusBadge status="viewed" />
      <DocumentStatusBadge status="signed" />
      <DocumentStatusBadge status="declined" />
      <DocumentStatusBadge status="voided" />
      <DocumentStatusBadge status="expired" />
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Sent', 'Viewed', 'Signed', 'Declined', 'Voided', 'Expired']) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const AllStatusesDark: Story = { ...AllStatuses, globals: { colorMode: 'dark' } };
