import { Box, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { FieldBox, PdfPageFrame } from '@portal/ui';

/** Stands in for a drawn PDF page: a few grey lines of "text" on the sheet. */
function PageContent() {
  return (
    <Stack gap="3" p="8" aria-hidden="true">
      <Box height="4" width="55%" bg="gray.400" borderRadius="sm" />
      {[90, 80, 85, 70, 88, 60].map((width, index) => (
        <Box key={index} height="2" width={`${width}%`} bg="gray.300" borderRadius="sm" />
      ))}
    </Stack>
  );
}

const meta = {
  title: 'UI/Documents/PdfPageFrame',
  component: PdfPageFrame,
  args: { pageNumber: 1, pageCount: 2, children: <PageContent /> },
  decorators: [
    (Story) => (
      <Box maxW="sm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PdfPageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Page 1 of 2' })).toBeVisible();
  },
};

/** Fields lie over the page, placed by fractions of it. */
export const WithFields: Story = {
  args: {
    overlay: (
      <>
        <FieldBox
          kind="text"
          label="Full name"
          rect={{ x: 0.1, y: 0.55, width: 0.5, height: 0.05 }}
          isRequired
        />
        <FieldBox
          kind="signature"
          label="Signature"
          rect={{ x: 0.55, y: 0.82, width: 0.35, height: 0.08 }}
          isRequired
        />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Full name *')).toBeVisible();
    await expect(canvas.getByText('Signature *')).toBeVisible();
  },
};

/** Before the page is drawn: a skeleton of the page's shape. */
export const Loading: Story = { args: { isLoading: true } };

export const WithFieldsDark: Story = { ...WithFields, globals: { colorMode: 'dark' } };
