import { Field, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { PasswordInput } from '@portal/ui';

const meta = {
  title: 'UI/Forms/PasswordInput',
  component: PasswordInput,
  args: { onVisibleChange: fn() },
  render: (args) => (
    <Field.Root maxW="sm" invalid={args['aria-invalid'] === true}>
      <Field.Label>Password</Field.Label>
      <PasswordInput {...args} />
      <Field.ErrorText>Use at least 8 characters</Field.ErrorText>
    </Field.Root>
  ),
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at first; the eye shows what was typed, and hides it again. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('correct horse');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
  },
};

/** The toggle never submits the form it sits in; Enter in the box still does. */
export const InsideAForm: Story = {
  render: (args) => {
    const onSubmit = args.onVisibleChange;
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(false);
        }}
      >
        <Field.Root maxW="sm">
          <Field.Label>Password</Field.Label>
          <PasswordInput />
        </Field.Root>
      </form>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(args.onVisibleChange).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Password'), 'secret{Enter}');
    await expect(args.onVisibleChange).toHaveBeenCalledTimes(1);
  },
};

export const Visible: Story = {
  args: { defaultVisible: true, defaultValue: 'correct horse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

/** The field's problem, under an invalid box. */
export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'short' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use at least 8 characters')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

/** Labels in another wording, e.g. for a "new password" box. */
export const CustomLabels: Story = {
  args: { showLabel: 'Show new password', hideLabel: 'Hide new password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show new password' }));
    await expect(canvas.getByRole('button', { name: 'Hide new password' })).toBeVisible();
  },
};

/** All states side by side. */
export const Catalog: Story = {
  render: () => (
    <Stack gap="4" maxW="sm">
      <Field.Root>
        <Field.Label>Hidden</Field.Label>
        <PasswordInput defaultValue="correct horse" />
      </Field.Root>
      <Field.Root>
        <Field.Label>Shown</Field.Label>
        <PasswordInput defaultValue="correct horse" defaultVisible />
      </Field.Root>
      <Field.Root invalid>
        <Field.Label>Invalid</Field.Label>
        <PasswordInput defaultValue="short" />
        <Field.ErrorText>Use at least 8 characters</Field.ErrorText>
      </Field.Root>
      <Field.Root disabled>
        <Field.Label>Disabled</Field.Label>
        <PasswordInput defaultValue="secret" />
      </Field.Root>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(4);
  },
};
