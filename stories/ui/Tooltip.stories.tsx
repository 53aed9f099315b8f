import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { Tooltip } from '@portal/ui';

const meta = {
  title: 'UI/Overlay/Tooltip',
  component: Tooltip,
  args: {
    content: 'Opens the user detail',
    children: <Button variant="outline">Hover me</Button>,
  },
  parameters: { visual: { target: 'page' } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Hover me' });
    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Opens the user detail');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-describedby'));
  },
};

/** Escape closes an open tooltip. */
export const ClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Hover me' });
    await userEvent.hover(trigger);
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};
