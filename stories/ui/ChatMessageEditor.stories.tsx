import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { ChatMessage, ChatMessageEditor } from '@portal/ui';

const meta = {
  title: 'UI/Chat/ChatMessageEditor',
  component: ChatMessageEditor,
  args: {
    initialText: 'See you on Thursday at 10.',
    maxLength: 4000,
    onSave: fn(async () => {}),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChatMessageEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In place of one's own message: the text selected, Enter saves the new text. */
export const InAMessage: Story = {
  render: (args) => (
    <ChatMessage
      author="You"
      isOwn
      text={args.initialText}
      dateTime="2026-04-01T09:30:00.000Z"
      timeLabel="09:30"
      editor={<ChatMessageEditor {...args} />}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Edit message' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('See you on Thursday at 10.');
    await userEvent.clear(field);
    await userEvent.type(field, 'See you on Thursday at 11.{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('See you on Thursday at 11.');
  },
};

/** Escape cancels; an unchanged or empty text cannot be saved. */
export const CancelAndUnchanged: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Edit message' }));
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A refusal is said under the field, and the new text stays for another try. */
export const SaveRefused: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('A message can be edited for 24 hours after it was sent.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Edit message' });
    await userEvent.type(field, ' Or 11?');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'A message can be edited for 24 hours after it was sent.',
      ),
    );
    await expect(field).toHaveValue('See you on Thursday at 10. Or 11?');
  },
};

export const Dark: Story = {
  ...InAMessage,
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Edit message' }),
    ).toBeVisible();
  },
};

const ANN = { id: '0b7a3f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Ann Lee', detail: 'Provider' };
const BEN = { id: '2b7a3f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Ben Kay' };

/**
 * Mentions while editing: the text's `<@id>` shows as '@Ann Lee', '@' lists people as in the
 * composer (the list opens under the box), and the saved text has the tokens again.
 */
export const Mentions: Story = {
  args: { initialText: `Thanks <@${ANN.id}>`, mentionCandidates: [ANN, BEN] },
  decorators: [
    (Story) => (
      <Box pb="40">
        <Story />
      </Box>
    ),
  ],
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Edit message' });
    await expect(box).toHaveValue('Thanks @Ann Lee');
    await userEvent.type(box, '{End} and @k');
    const list = canvas.getByRole('listbox', { name: 'People to mention' });
    await expect(within(list).getByRole('option', { name: 'Ben Kay' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Enter picks from the list (it does not save), then Enter saves.
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('Thanks @Ann Lee and @Ben Kay ');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(`Thanks <@${ANN.id}> and <@${BEN.id}>`),
    );
  },
};

/**
 * A formatted message takes the composer's shortcuts (Ctrl/Cmd+B on the selected text); a plain
 * one (sent before formatting came) stays plain: the keys add no markers to it.
 */
export const FormattingShortcuts: Story = {
  args: { format: 'markdown' },
  parameters: { visual: { disable: true } },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Edit message',
    });
    await expect(field).toHaveFocus();
    field.setSelectionRange(11, 19);
    await userEvent.keyboard('{Control>}b{/Control}');
    // What the keys do loads on their first use.
    await waitFor(() => expect(field).toHaveValue('See you on **Thursday** at 10.'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('See you on **Thursday** at 10.');
  },
};

export const PlainStaysPlain: Story = {
  args: { format: 'plain' },
  render: (args) => (
    <>
      <ChatMessageEditor {...args} format="markdown" label="Edit a formatted message" />
      <ChatMessageEditor {...args} label="Edit a plain message" />
    </>
  ),
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The formatted one first: what the keys do is loaded by then.
    const formatted = canvas.getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Edit a formatted message',
    });
    formatted.focus();
    formatted.setSelectionRange(11, 19);
    await userEvent.keyboard('{Control>}b{/Control}');
    await waitFor(() => expect(formatted).toHaveValue('See you on **Thursday** at 10.'));
    const plain = canvas.getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Edit a plain message',
    });
    plain.focus();
    plain.setSelectionRange(11, 19);
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect(plain).toHaveValue('See you on Thursday at 10.');
  },
};
