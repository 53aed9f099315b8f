import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChatComposer, type ChatComposerProps } from '@portal/ui';

/** The composer with its draft kept in state, as the app keeps one per conversation. */
function Controlled(props: ChatComposerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChatComposer
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
      onSend={(text) => {
        props.onSend(text);
        setValue('');
      }}
    />
  );
}

const meta = {
  title: 'UI/Chat/ChatComposer',
  component: ChatComposer,
  args: {
    value: '',
    label: 'Message Ann Lee',
    onValueChange: fn(),
    onSend: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter sends; Shift+Enter starts a new line; the box empties after sending. */
export const EnterSends: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message Ann Lee' });
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    await expect(box).toHaveValue('First line\nsecond line');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('First line\nsecond line');
    await expect(box).toHaveValue('');
  },
};

/** Nothing but spaces and line breaks: nothing is sent, and the Send button is off. */
export const BlankDoesNotSend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** The Send button sends too. */
export const SendButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Hello');
  },
};

/** Near the limit a counter shows; beyond it the box is invalid and nothing is sent. */
export const OverTheLimit: Story = {
  args: { maxLength: 20, value: 'This text is far too long' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('25 / 20')).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox'), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Sending is not allowed (a block): the reason instead of the box. */
export const Blocked: Story = {
  args: { disabledReason: 'You blocked Ann Lee. Unblock her in Settings to send messages.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(
      canvas.getByRole('note', { name: 'Message Ann Lee: not available' }),
    ).toHaveTextContent('You blocked Ann Lee.');
  },
};

export const Dark: Story = {
  args: { value: 'A draft kept for this conversation' },
  globals: { colorMode: 'dark' },
};
