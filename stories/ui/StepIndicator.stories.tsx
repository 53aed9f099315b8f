import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { StepIndicator } from '@portal/ui';

const steps = ['Find your record', 'Confirm by e-mail', 'Choose a password'];

const meta = {
  title: 'UI/Navigation/StepIndicator',
  component: StepIndicator,
  args: { steps, current: 1, label: 'Sign-up steps' },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The steps before the current one are done, the current one is `aria-current="step"`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Sign-up steps' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const [first, second, third] = items;
    await expect(first).toHaveAttribute('data-state', 'done');
    await expect(first).toHaveTextContent('Find your record (done)');
    await expect(second).toHaveAttribute('aria-current', 'step');
    await expect(third).not.toHaveAttribute('aria-current');
    await expect(third).toHaveAttribute('data-state', 'next');
  },
};

export const FirstStep: Story = {
  args: { current: 0 },
  play: async ({ canvasElement }) => {
    const [first] = within(canvasElement).getAllByRole('listitem');
    await expect(first).toHaveAttribute('aria-current', 'step');
  },
};

export const LastStep: Story = {
  args: { current: 2 },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items.filter((item) => item.dataset.state === 'done')).toHaveLength(2);
  },
};

/** On a phone the steps fit without scrolling sideways. */
export const Narrow: Story = {
  render: (args) => (
    <Stack maxW="xs" borderWidth="1px" p="2">
      <StepIndicator {...args} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild;
    if (!box) throw new Error('the story renders a box');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** Every state side by side, in the dark colour mode. */
export const Dark: Story = {
  globals: { colorMode: 'dark' },
  render: (args) => (
    <Stack gap="6">
      <StepIndicator {...args} current={0} label="First step" />
      <StepIndicator {...args} current={1} label="Second step" />
      <StepIndicator {...args} current={2} label="Last step" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('list')).toHaveLength(3);
  },
};
