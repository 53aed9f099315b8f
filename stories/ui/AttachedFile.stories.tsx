import { Box, Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { AttachedFile } from '@portal/ui';

import { PHONE } from '@/testing/expect-shown';

/** A file attached to a form or a message: its name, kind and size, and its actions. */
const meta = {
  title: 'UI/Documents/AttachedFile',
  component: AttachedFile,
  decorators: [
    (Story) => (
      <Box maxW="xl">
        <Story />
      </Box>
    ),
  ],
  args: {
    fileName: 'insurance-card.png',
    size: 245_760,
    typeLabel: 'PNG image',
    actions: (
      <>
        <Button size="sm" variant="outline" aria-label="Replace Insurance card">
          Replace
        </Button>
        <Button size="sm" variant="ghost" colorPalette="red" aria-label="Remove Insurance card">
          Remove
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof AttachedFile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('insurance-card.png')).toBeVisible();
    await expect(canvas.getByText('PNG image, 240 KB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Replace Insurance card' })).toBeVisible();
  },
};

/** Without actions or a kind: the name and the size only. */
export const ReadOnly: Story = {
  args: { actions: undefined, typeLabel: undefined, fileName: 'referral.pdf', size: 1_572_864 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1.5 MB')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** A long name without spaces wraps; nothing is cut off. */
export const LongName: Story = {
  args: {
    fileName: 'scan_of_the_insurance_card_front_and_back_taken_on_my_phone_2026-03-02.jpeg',
    typeLabel: 'JPEG image',
    size: 3_400_000,
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };

/** On a 390 px phone the actions go under the name. */
export const Phone: Story = { ...LongName, globals: { ...PHONE } };
