import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Users } from 'lucide-react';
import { expect, within } from 'storybook/test';

import { EmptyState } from '@portal/ui';

const meta = {
  title: 'UI/Feedback/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Records Found')).toBeVisible();
  },
};

export const WithDescriptionAndAction: Story = {
  args: {
    title: 'No clients yet',
    description: 'Clients you add appear here, with their license numbers.',
    icon: <Users />,
    action: <Button size="sm">Add Client</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No clients yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Client' })).toBeVisible();
  },
};
