import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { FormField, PasswordInput } from '@portal/ui';

const meta = {
  title: 'UI/Forms/FormField',
  component: FormField,
  args: {
    label: 'Full name',
    children: <Input autoComplete="name" />,
  },
  decorators: [
    (Story) => (
      <SimpleGrid maxW="sm">
        <Story />
      </SimpleGrid>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A label that names its input: a click on the label puts the cursor in the box. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Full name' });
    await userEvent.click(canvas.getByText('Full name'));
    await expect(input).toHaveFocus();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** A required field: the input is required and the label carries the marker. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Full name/ })).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

/** A hint under the input describes it to screen readers too. */
export const WithHelperText: Story = {
  args: {
    label: 'Password',
    helperText: 'At least 8 characters.',
    children: <PasswordInput autoComplete="new-password" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters.',
    );
  },
};

/** A problem replaces the hint, marks the input invalid and is its error message. */
export const Invalid: Story = {
  args: {
    label: 'E-mail address',
    required: true,
    error: 'Enter an e-mail address like name@example.com',
    helperText: 'We never share it.',
    children: <Input type="email" defaultValue="ada@" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /E-mail address/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() =>
      expect(input).toHaveAccessibleErrorMessage('Enter an e-mail address like name@example.com'),
    );
    await expect(canvas.queryByText('We never share it.')).not.toBeInTheDocument();
  },
};

/** A disabled field disables the input it holds. */
export const Disabled: Story = {
  args: {
    label: 'State or region',
    disabled: true,
    helperText: 'Pick a country first.',
    children: (
      <NativeSelect.Root>
        <NativeSelect.Field placeholder="Pick a country" />
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'State or region' }),
    ).toBeDisabled();
  },
};

/** A long problem text wraps under the input instead of widening the form. */
export const LongError: Story = {
  args: {
    label: 'License number',
    error:
      'Use letters, digits, spaces, dots, slashes and dashes, at most 64 characters, as your provider wrote it on your record.',
    children: <Input defaultValue="#12" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'License number' });
    const error = canvas.getByText(/as your provider wrote it/);
    await expect(error.getBoundingClientRect().width).toBeLessThanOrEqual(
      input.getBoundingClientRect().width,
    );
  },
};

/** The problem comes and goes with the value, as a form's validation would set it. */
export const ErrorComesAndGoes: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <FormField
        {...args}
        label="Age"
        helperText="In whole years."
        error={/^\d*$/.test(value) ? undefined : 'Enter your age in years'}
      >
        <Input
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </FormField>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Age' });
    await userEvent.type(input, 'forty');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter your age in years')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '41');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('In whole years.')).toBeVisible();
  },
};

/** Every state side by side. */
export const Catalog: Story = {
  render: () => (
    <SimpleGrid columns={2} gap="4">
      <FormField label="Plain">
        <Input defaultValue="Ada Lovelace" />
      </FormField>
      <FormField label="Required" required>
        <Input />
      </FormField>
      <FormField label="With a hint" helperText="At least 8 characters.">
        <Input />
      </FormField>
      <FormField label="Invalid" error="Enter your full name" required>
        <Input />
      </FormField>
      <FormField label="Disabled" disabled>
        <Input defaultValue="Not editable" />
      </FormField>
      <FormField label="Read-only" readOnly>
        <Input defaultValue="LIC-2041" />
      </FormField>
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('textbox')).toHaveLength(6);
    await expect(canvas.getByRole('textbox', { name: /Invalid/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
  },
};

/** The same states in the dark colour mode. */
export const CatalogDark: Story = {
  ...Catalog,
  globals: { colorMode: 'dark' },
};
