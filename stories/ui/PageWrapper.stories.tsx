import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { PageWrapper } from '@portal/ui';

const meta = {
  title: 'UI/Layout/PageWrapper',
  component: PageWrapper,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Clients',
    children: <Text color="fg.muted">The page content goes here.</Text>,
  },
} satisfies Meta<typeof PageWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

const onAdd = fn();

/** The action given as a label and a handler. */
export const WithAction: Story = {
  args: { action: { label: 'Add Client', onClick: onAdd, icon: <Plus /> } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Client' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

/** Any node can stand in the action's place. */
export const WithCustomAction: Story = {
  args: {
    action: (
      <Button variant="outline" size="sm">
        Export
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Export' })).toBeVisible();
  },
};
