import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { DetailSkeleton } from '@portal/ui';

const meta = {
  title: 'UI/Feedback/DetailSkeleton',
  component: DetailSkeleton,
  args: { loadingText: 'Loading user details...' },
} satisfies Meta<typeof DetailSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A person's record while it loads: the loading text is read out, the shapes are hidden. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading user details...');
    await expect(canvas.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

/** A record without a person at its head, with fewer fields. */
export const FieldsOnly: Story = {
  args: { hasPerson: false, fields: 4, loadingText: 'Loading client...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading client...');
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
