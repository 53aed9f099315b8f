import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ErrorPanel } from '@portal/ui';

const meta = {
  title: 'UI/Feedback/ErrorPanel',
  component: ErrorPanel,
  args: {
    error: 'The server could not be reached. Check your connection and try again.',
    onClose: fn(),
  },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
    await expect(canvas.getByText(/could not be reached/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** An `Error` object: its message is what the user reads. */
export const FromErrorObject: Story = {
  args: { error: new Error('Failed to block this user.') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Failed to block this user.')).toBeVisible();
  },
};

/** Without `onClose` there is nothing to press: the panel only informs. */
export const WithoutClose: Story = {
  args: { onClose: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LongMessage: Story = {
  args: {
    error:
      'A very long server message that keeps going so that the panel has to wrap it over several lines without overflowing: ' +
      'x'.repeat(120),
  },
};
