import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { DetailList } from '@portal/ui';

const items = [
  { label: 'License number', value: 'LIC-1001' },
  { label: 'Gender', value: 'Female' },
  { label: 'Age', value: 41 },
  { label: 'Contact number', value: null },
  { label: 'Country', value: 'United Kingdom' },
  { label: 'State', value: '' },
];

const meta = {
  title: 'UI/Data/DetailList',
  component: DetailList,
  args: { items },
} satisfies Meta<typeof DetailList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fields without a value are left out. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('LIC-1001')).toBeVisible();
    await expect(canvas.getByText('41')).toBeVisible();
    await expect(canvas.queryByText('Contact number')).not.toBeInTheDocument();
    await expect(canvas.queryByText('State')).not.toBeInTheDocument();
  },
};

/** With `missingText`, every field shows, and a missing value says so. */
export const ShowsMissing: Story = {
  args: { missingText: 'Not given' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Contact number')).toBeVisible();
    await expect(canvas.getAllByText('Not given')).toHaveLength(2);
  },
};

/** Labels above values, for narrow columns. */
export const Vertical: Story = {
  args: { orientation: 'vertical' },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
};
