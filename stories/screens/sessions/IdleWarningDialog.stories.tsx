import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { IdleWarningDialog } from '@/features/sessions/components/IdleWarningDialog';
import { PHONE } from '@/testing/expect-shown';

/**
 * The warning a minute before an idle sign-out (issue 32), in every tab of the browser. Its
 * countdown is a prop here, fixed, so that the picture is the same on every run (the app counts
 * it down each second); the test run draws no motion.
 */
const meta = {
  title: 'Screens/Sessions/IdleWarningDialog',
  component: IdleWarningDialog,
  args: { isOpen: true, secondsLeft: 60, onStay: fn(), onSignOut: fn() },
  parameters: { visual: { target: 'page' } },
} satisfies Meta<typeof IdleWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An alert dialog: the seconds left, "Stay signed in" focused (Enter keeps the session). */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you still there?' });
    await expect(within(dialog).getByRole('timer')).toHaveTextContent(
      'You will be signed out in 60 seconds',
    );
    const stay = within(dialog).getByRole('button', { name: 'Stay signed in' });
    await waitFor(() => expect(stay).toHaveFocus());
    // Only its buttons answer it: no Close, and Escape leaves it open.
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onStay).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
  },
};

/** The last second, in the singular. */
export const LastSecond: Story = {
  args: { secondsLeft: 1 },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent(
      'You will be signed out in 1 second',
    );
  },
};

/** "Sign out" signs out now. */
export const SignOutNow: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(args.onStay).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  args: { secondsLeft: 42 },
  globals: { ...PHONE },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { secondsLeft: 42 },
  globals: { colorMode: 'dark' },
  play: async () => {
    await expect(await screen.findByRole('alertdialog')).toBeVisible();
  },
};
