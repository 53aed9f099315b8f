import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { PasswordConfirmDialog } from '@portal/ui';

const meta = {
  title: 'UI/Overlay/PasswordConfirmDialog',
  component: PasswordConfirmDialog,
  args: {
    isOpen: true,
    title: 'Delete account',
    message: 'Are you sure you want to delete this account?',
    confirmLabel: 'Delete',
    tone: 'danger',
    onConfirm: fn(async (password: string) =>
      password === 'correct horse' ? null : 'The password is wrong.',
    ),
    onCancel: fn(),
  },
  parameters: { visual: { target: 'page' } },
} satisfies Meta<typeof PasswordConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question, then the password box, which has the focus; the right password confirms. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete account' }));
    await expect(dialog.getByText('Are you sure you want to delete this account?')).toBeVisible();
    const password = dialog.getByLabelText(/Your password/);
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toHaveAccessibleDescription(
      'Type your password to confirm that it is you.',
    );
    await userEvent.type(password, 'correct horse{Enter}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('correct horse'));
  },
};

/** An empty box is said at once; a wrong password is said under it and the dialog stays. */
export const WrongPassword: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete account' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByText('Enter your password.')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(/Your password/), 'guess');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByText('The password is wrong.')).toBeVisible();
    await expect(dialog.getByLabelText(/Your password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Cancel closes it without confirming. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete account' }));
    await userEvent.type(dialog.getByLabelText(/Your password/), 'half typed');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Delete account' })).toBeVisible();
  },
};
