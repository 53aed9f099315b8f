import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { ConfirmDialog } from '@portal/ui';

const meta = {
  title: 'UI/Overlay/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    message: 'Are you sure you want to delete this account?',
    onConfirm: fn(),
    onCancel: fn(),
    tone: 'danger',
    confirmLabel: 'Delete',
  },
  parameters: { visual: { target: 'page' } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(
      within(dialog).getByText('Are you sure you want to delete this account?'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the confirmed action runs, both buttons are disabled and the confirm one spins. */
export const BusyWhileConfirming: Story = {
  args: {
    // Never settles within the story: the dialog stays busy for the screenshot.
    onConfirm: fn(() => new Promise<void>(() => undefined)),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Delete/ })).toHaveAttribute(
        'data-loading',
      ),
    );
    await expect(within(dialog).getByRole('button', { name: /Delete/ })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Busy means the dialog cannot be dismissed either.
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** When the action settles, the dialog is usable again (the parent decides to close it). */
export const BusyThenDone: Story = {
  args: { onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 200))) },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled(),
    );
  },
};

/** The restore confirmation: only Cancel or Confirm close it. */
export const Restore: Story = {
  args: {
    title: 'Restore account',
    message: 'Are you sure you want to restore this account?',
    confirmLabel: 'Restore',
    tone: 'default',
    isDismissable: false,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore account' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
