import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { Tooltip } from '@portal/ui';

import { openTooltips, pressTab, watchOpenTooltips } from './keyboard-story-helpers';

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

/**
 * Keyboard focus shows a trigger's tooltip and leaving the trigger hides it: tabbing along a row
 * of buttons shows one tooltip at a time, and none once focus has moved past them.
 */
export const OneAtATimeOnTab: Story = {
  render: () => (
    <HStack gap="4">
      <Tooltip content="Approves the account">
        <Button variant="outline">Approve</Button>
      </Tooltip>
      <Tooltip content="Rejects the account">
        <Button variant="outline">Reject</Button>
      </Tooltip>
      <Button variant="outline">Next field</Button>
    </HStack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const watch = watchOpenTooltips();
    let mostOpen = 0;
    try {
      await pressTab();
      await expect(canvas.getByRole('button', { name: 'Approve' })).toHaveFocus();
      await waitFor(() => expect(openTooltips()).toHaveLength(1));
      await expect(openTooltips()[0]).toHaveTextContent('Approves the account');

      await pressTab();
      await expect(canvas.getByRole('button', { name: 'Reject' })).toHaveFocus();
      await waitFor(() => expect(openTooltips()[0]).toHaveTextContent('Rejects the account'));
      await expect(openTooltips()).toHaveLength(1);

      await pressTab();
      await expect(canvas.getByRole('button', { name: 'Next field' })).toHaveFocus();
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    } finally {
      mostOpen = watch.stop();
    }
    // Never two at once, not even for a moment between two triggers.
    await expect(mostOpen).toBe(1);
  },
};
