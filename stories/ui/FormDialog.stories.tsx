import { Textarea } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { FormDialog, FormField } from '@portal/ui';

const meta = {
  title: 'UI/Overlay/FormDialog',
  component: FormDialog,
  args: {
    isOpen: true,
    title: 'Reject account',
    message: 'Are you sure you want to reject the account of Ada Lovelace?',
    confirmLabel: 'Reject',
    tone: 'danger',
    isBusy: false,
    onSubmit: fn(),
    onCancel: fn(),
    children: (
      <FormField label="Reason (optional)">
        <Textarea rows={3} />
      </FormField>
    ),
  },
  parameters: { visual: { target: 'page' } },
} satisfies Meta<typeof FormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question, the fields, and the confirm button in the footer, which submits them. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject account' }));
    await expect(
      dialog.getByText('Are you sure you want to reject the account of Ada Lovelace?'),
    ).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason (optional)' }), 'Unknown');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Cancel closes without submitting. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject account' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
