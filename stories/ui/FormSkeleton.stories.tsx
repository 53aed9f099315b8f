import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { FormSkeleton } from '@portal/ui';

const meta = {
  title: 'UI/Feedback/FormSkeleton',
  component: FormSkeleton,
  args: { loadingText: 'Loading the invitation...', facts: 3, fields: 2 },
  decorators: [
    (Story) => (
      <Box maxW="sm" p="4">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof FormSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An invitation loading: its facts, then the join form's two fields and button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading the invitation...');
    await expect(status.parentElement).toHaveAttribute('aria-busy', 'true');
    // Facts, two fields and the button: shapes hidden from screen readers.
    await expect(canvasElement.querySelectorAll('[aria-busy] > [aria-hidden="true"]')).toHaveLength(
      4,
    );
  },
};

/** A form alone: three fields, no facts. */
export const FieldsOnly: Story = {
  args: { facts: 0, fields: 3, loadingText: 'Loading the form...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading the form...',
    );
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
