import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ChatTypingIndicator } from '@portal/ui';

const meta = {
  title: 'UI/Chat/ChatTypingIndicator',
  component: ChatTypingIndicator,
  args: { names: ['Ann Lee'] },
} satisfies Meta<typeof ChatTypingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnePerson: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ann Lee is typing…');
  },
};

export const TwoPeople: Story = {
  args: { names: ['Ann Lee', 'Ben Kay'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Ann Lee and Ben Kay are typing…',
    );
  },
};

export const Several: Story = {
  args: { names: ['Ann Lee', 'Ben Kay', 'Grace Hopper'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Several people are typing…',
    );
  },
};

/** Nobody: the live region stays in place, empty, so that the next name is announced. */
export const Nobody: Story = {
  args: { names: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Dark: Story = {
  args: { names: ['Ann Lee', 'Ben Kay'] },
  globals: { colorMode: 'dark' },
};
