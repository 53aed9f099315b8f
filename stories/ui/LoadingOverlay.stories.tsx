import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { LoadingOverlay } from '@portal/ui';

const meta = {
  title: 'UI/Feedback/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { layout: 'fullscreen', visual: { target: 'page' } },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const CustomText: Story = {
  args: { label: 'Loading Rejected Users...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading Rejected Users...',
    );
  },
};

/** The overlay covers what is under it. */
export const OverPageContent: Story = {
  render: (args) => (
    <div style={{ padding: 24 }}>
      <p>Content underneath the overlay.</p>
      <LoadingOverlay {...args} />
    </div>
  ),
};
