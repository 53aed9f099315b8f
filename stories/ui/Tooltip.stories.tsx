import { Button, HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { Tooltip } from '@portal/ui';

import { openTooltips, pressTab, watchOpenTooltips } from './keyboard-story-helpers';

// The tooltip itself (TooltipLayer) loads when a trigger is first hovered or focused; each story
// that shows a tooltip loads it.
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

/**
 * The tooltip's code loads when it is first wanted, and the trigger stays the page's own element:
 * the button hovered and focused is the one that is still in the page, focused, described by the
 * tooltip. A press on it closes the tooltip.
 */
export const KeepsItsTrigger: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Hover me' });
    await pressTab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Opens the user detail');
    await expect(trigger).toBeInTheDocument();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.click(trigger);
    await waitFor(() => expect(openTooltips()).toHaveLength(0));
    await expect(trigger).not.toHaveAttribute('aria-describedby');
  },
};

/** A finger resting or moving on the trigger does not show the tooltip, as on phones. */
export const NotOnTouch: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Hover me' });
    await userEvent.pointer([
      { keys: '[TouchA>]', target: trigger, coords: { clientX: 10, clientY: 10 } },
      { pointerName: 'TouchA', target: trigger, coords: { clientX: 20, clientY: 12 } },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.pointer({ keys: '[/TouchA]', target: trigger });
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
