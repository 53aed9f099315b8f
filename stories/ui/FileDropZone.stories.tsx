import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { FileDropZone, FormField, type FileDropZoneProps } from '@portal/ui';

const meta = {
  title: 'UI/Documents/FileDropZone',
  component: FileDropZone,
  args: {
    accept: 'application/pdf',
    onFileChange: fn(),
    onReject: fn(),
    hint: 'A PDF, up to 20 MB',
    title: 'Drop the file here, or choose one',
  },
  decorators: [
    (Story) => (
      <Box maxW="lg">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = new File(['%PDF-1.7 sample'], 'Consent form.pdf', { type: 'application/pdf' });

/** Choosing a file with the picker (the keyboard reaches the native input). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector('input[type=file]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await userEvent.upload(input, pdf);
    await expect(args.onFileChange).toHaveBeenCalledWith(pdf);
    await expect(canvas.getByText('A PDF, up to 20 MB')).toBeVisible();
  },
};

/** A file is dropped: one of another type is refused, a PDF is taken. */
export const DropsAFile: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = within(canvasElement).getByText('Drop the file here, or choose one');
    const drop = (file: File) => {
      const data = new DataTransfer();
      data.items.add(file);
      zone.dispatchEvent(new DragEvent('drop', { bubbles: true, dataTransfer: data }));
    };
    drop(new File(['<html>'], 'page.html', { type: 'text/html' }));
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await expect(args.onFileChange).not.toHaveBeenCalled();
    drop(pdf);
    await expect(args.onFileChange).toHaveBeenCalledWith(pdf);
  },
};

/** A chosen file, with the button that removes it. */
export const WithFile: Story = {
  args: { file: { name: 'Consent form.pdf', size: 182_400 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Consent form.pdf (178 KB)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the chosen file' }));
    await expect(args.onFileChange).toHaveBeenCalledWith(null);
  },
};

/** Uploading: the progress bar and its percentage; the zone is off meanwhile. */
export const Uploading: Story = {
  args: { file: { name: 'Consent form.pdf', size: 182_400 }, progress: 0.42, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await expect(canvas.getByText('Uploading 42 %')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Remove the chosen file' })).toBeNull();
  },
};

function ZoneInAField(args: FileDropZoneProps) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <FormField label="File" required error="The file is not a readable PDF: it is damaged.">
      <FileDropZone {...args} file={file} onFileChange={setFile} />
    </FormField>
  );
}

/** Inside a FormField: the label names the input, and a problem marks the zone. */
export const InAFormFieldWithAProblem: Story = {
  render: (args) => <ZoneInAField {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/File/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('The file is not a readable PDF: it is damaged.')).toBeVisible();
  },
};

export const UploadingDark: Story = { ...Uploading, globals: { colorMode: 'dark' } };
