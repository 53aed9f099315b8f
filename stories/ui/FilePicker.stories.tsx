import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { FilePicker, FormField } from '@portal/ui';

const meta = {
  title: 'UI/Forms/FilePicker',
  component: FilePicker,
  args: { accept: 'image/png,image/jpeg', onFileChange: fn() },
  // The chosen file's name is the caller's state, as a form keeps it.
  render: function Render(args) {
    const [fileName, setFileName] = useState(args.fileName ?? null);
    return (
      <FormField label="Profile picture" helperText="A PNG or JPEG picture." maxW="md">
        <FilePicker
          {...args}
          fileName={fileName}
          onFileChange={(file) => {
            setFileName(file?.name ?? null);
            args.onFileChange(file);
          }}
        />
      </FormField>
    );
  },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const picture = () => new File(['picture'], 'portrait.png', { type: 'image/png' });

/** The field's label names the native input; choosing a file shows its name; ✕ removes it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Profile picture');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    await expect(canvas.getByText('No file chosen')).toBeVisible();
    await expect(canvas.getByText('Choose a file')).toBeVisible();

    await userEvent.upload(input, picture());
    await expect(args.onFileChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'portrait.png' }),
    );
    await expect(canvas.getByText('portrait.png')).toBeVisible();
    // The name is part of the input's description, so a screen reader hears what was chosen.
    await expect(input).toHaveAccessibleDescription(/portrait\.png/);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove the chosen file' }));
    await expect(args.onFileChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText('No file chosen')).toBeVisible();
    await expect(input).toHaveFocus();
  },
};

/** The native input keeps the focus ring and the keyboard. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('Profile picture')).toHaveFocus();
  },
};

export const WithFile: Story = {
  args: { fileName: 'a-rather-long-file-name-from-a-phone-camera-IMG_20261123_093000.jpg' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove the chosen file' }),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, fileName: 'portrait.png' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Profile picture')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove the chosen file' })).toBeDisabled();
  },
};

/** Inside an invalid field the input is marked invalid too. */
export const Invalid: Story = {
  render: (args) => (
    <FormField label="Profile picture" error="Use a PNG or JPEG picture" maxW="md">
      <FilePicker {...args} fileName="notes.txt" />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Profile picture')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use a PNG or JPEG picture')).toBeVisible();
  },
};

/** All states side by side, in the dark colour mode. */
export const Dark: Story = {
  globals: { colorMode: 'dark' },
  render: (args) => (
    <Stack gap="4" maxW="md">
      <FormField label="Nothing chosen">
        <FilePicker {...args} />
      </FormField>
      <FormField label="Chosen">
        <FilePicker {...args} fileName="portrait.png" buttonLabel="Choose a picture" />
      </FormField>
      <FormField label="Disabled" disabled>
        <FilePicker {...args} />
      </FormField>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Disabled')).toBeDisabled();
  },
};
