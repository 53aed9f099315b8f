import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChatComposer, type ChatComposerProps } from '@portal/ui';

import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';

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
      onSend={(...sent) => {
        props.onSend(...sent);
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

/** The server's types and limit, as the app passes them. */
const withFiles = {
  fileAccept: 'application/pdf,image/png,image/jpeg,image/webp,image/gif',
  maxFileBytes: 10 * 1024 * 1024,
  fileTypesInWords: 'a PDF or a PNG, JPEG, WebP or GIF image',
} satisfies Partial<ChatComposerProps>;

const pdf = (name = 'Medication history.pdf', bytes = 248_320) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** The hidden input behind 'Attach a file' (the system's file chooser in a browser). */
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

/**
 * 'Attach a file' takes a PDF or an image: the file shows above the box with its size, and
 * Enter sends the words with it; the composer is empty again after.
 */
export const AttachesAFile: Story = {
  args: withFiles,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const attach = canvas.getByRole('button', { name: 'Attach a file' });
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', withFiles.fileAccept);
    const file = pdf();
    await userEvent.upload(fileInput(canvasElement), file);
    const chip = canvas.getByRole('group', { name: 'Attached: Medication history.pdf' });
    await expect(chip).toHaveTextContent('Medication history.pdf');
    await expect(chip).toHaveTextContent('243 KB');
    // Back in the box: Enter sends the words and the file together.
    const box = canvas.getByRole('textbox', { name: 'Message Ann Lee' });
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'The history you asked for{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('The history you asked for', file);
    await expect(box).toHaveValue('');
    await expect(canvas.queryByRole('group', { name: /^Attached/ })).toBeNull();
    await expect(attach).toBeEnabled();
  },
};

/** A file needs no words: Send is on with the box empty, and the text sent is ''. */
export const SendsAFileAlone: Story = {
  args: withFiles,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    const picture = new File([new Uint8Array(2048)], 'Rash on left arm.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(fileInput(canvasElement), picture);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('', picture);
  },
};

/** The chosen file can be removed before sending: then only the words go. */
export const RemovesTheFile: Story = {
  args: withFiles,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdf());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Medication history.pdf' }));
    await expect(canvas.queryByRole('group', { name: /^Attached/ })).toBeNull();
    const box = canvas.getByRole('textbox');
    await expect(box).toHaveFocus();
    await userEvent.type(box, 'Never mind{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Never mind');
  },
};

/** A file over the limit is refused at once, with both sizes; nothing is attached or sent. */
export const RefusesABigFile: Story = {
  args: withFiles,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdf('Scans.pdf', 11 * 1024 * 1024));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '“Scans.pdf” is 11.0 MB: a file can be at most 10.0 MB.',
    );
    await expect(canvas.queryByRole('group', { name: /^Attached/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Attach a file' })).toHaveAccessibleDescription(
      /is 11\.0 MB/,
    );
    await userEvent.type(canvas.getByRole('textbox'), '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    // A file that fits takes its place and the refusal goes.
    await userEvent.upload(fileInput(canvasElement), pdf());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('group', { name: /^Attached/ })).toBeVisible();
  },
};

/** Another type (dropped past the chooser's filter) is refused, saying what may be sent. */
export const RefusesAnotherType: Story = {
  args: withFiles,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The chooser offers only the accepted types; a person can still pick "All files".
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(canvasElement),
      new File(['notes'], 'Notes.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '“Notes.docx” cannot be sent: attach a PDF or a PNG, JPEG, WebP or GIF image.',
    );
    await expect(canvas.queryByRole('group', { name: /^Attached/ })).toBeNull();
  },
};

/** A file and a draft in the dark. */
export const AttachedDark: Story = {
  args: { ...withFiles, value: 'The scans from this morning' },
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('Scans.pdf', 3_400_000));
    await expect(within(canvasElement).getByRole('group', { name: /^Attached/ })).toBeVisible();
  },
};

/** On a 390 px phone a long file name is cut to fit; nothing pans sideways. */
export const AttachedPhone: Story = {
  args: withFiles,
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await userEvent.upload(
      fileInput(canvasElement),
      pdf('Referral letter from the community clinic, signed and scanned on 23 November.pdf'),
    );
    await expect(
      within(canvasElement).getByRole('button', { name: /^Remove Referral letter/ }),
    ).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

// Issue 36: replying and mentions.

const ANN = { id: '0b7a3f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Ann Lee', detail: 'Provider' };
const ANNA = { id: '1b7a3f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Anna Fox', detail: 'Client' };
const BEN = { id: '2b7a3f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Ben Kay' };
const ALL = { id: 'all', name: 'all', detail: 'Everyone in this group' };
const candidates = [ANN, ANNA, BEN, ALL];

/** Room above the box for the list, which opens over it. */
const roomAbove: Story['decorators'] = [
  (Story) => (
    <Box maxW="2xl" pt="48">
      <Story />
    </Box>
  ),
];

/** A reply shows what it answers above the box; Escape or the close button drops it. */
export const ReplyingTo: Story = {
  args: {
    replyTo: { author: 'Ann Lee', excerpt: 'Could we move Thursday’s visit to the afternoon?' },
    onCancelReply: fn(),
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('group', { name: 'Replying to Ann Lee' });
    await expect(bar).toHaveTextContent('Could we move Thursday’s visit to the afternoon?');
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelReply).toHaveBeenCalledTimes(1);
    await userEvent.click(within(bar).getByRole('button', { name: 'Cancel reply' }));
    await expect(args.onCancelReply).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

/**
 * '@' and the start of a name list the people (any word of the name, any case); arrows move,
 * Enter or Tab put '@Name ' in the box; the message is sent with each name as its `<@id>`.
 */
export const MentionByKeyboard: Story = {
  args: { mentionCandidates: candidates },
  decorators: roomAbove,
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Message Ann Lee' });
    await expect(box).not.toHaveAttribute('aria-controls');
    await userEvent.type(box, 'Hi @an');
    const list = canvas.getByRole('listbox', { name: 'People to mention' });
    await expect(box).toHaveAttribute('aria-controls', list.id);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 people to mention');
    await expect(box).toHaveAttribute('aria-autocomplete', 'list');
    const options = within(list).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Ann LeeProvider',
      'Anna FoxClient',
    ]);
    await expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(box).toHaveValue('Hi @Anna Fox ');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(args.onSend).not.toHaveBeenCalled();
    // A later word of a name, and Tab.
    await userEvent.type(box, 'and @LEE');
    await expect(within(canvas.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Tab}');
    await expect(box).toHaveValue('Hi @Anna Fox and @Ann Lee ');
    await expect(box).toHaveFocus();
    // Escape closes the list and keeps the words.
    await userEvent.type(box, 'cc @b');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith(`Hi <@${ANNA.id}> and <@${ANN.id}> cc @b`);
  },
};

/** A click on a person puts the name in; nothing matches, no list. */
export const MentionByClick: Story = {
  args: { mentionCandidates: candidates },
  decorators: roomAbove,
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, '@zz');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.clear(box);
    await userEvent.type(box, '@');
    await expect(within(canvas.getByRole('listbox')).getAllByRole('option')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('option', { name: /^all/ }));
    await expect(box).toHaveValue('@all ');
    await expect(box).toHaveFocus();
    await userEvent.keyboard('please read{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('<@all> please read');
  },
};

/** The reply bar, and the list of people open over another box, as they look. */
export const RepliesAndMentions: Story = {
  args: { mentionCandidates: candidates },
  render: (args) => (
    <Box>
      <Controlled
        {...args}
        mentionCandidates={undefined}
        replyTo={{
          author: 'Ann Lee',
          excerpt:
            'Could we move Thursday’s visit to the afternoon? The morning clinic is fully booked this week and next.',
        }}
        onCancelReply={fn()}
      />
      <Box pt="36">
        <Controlled {...args} label="Message Care team" />
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Replying to Ann Lee' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message Care team' }), 'Sure, @a');
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

export const RepliesAndMentionsDark: Story = {
  ...RepliesAndMentions,
  globals: { colorMode: 'dark' },
};

export const RepliesAndMentionsPhone: Story = { ...RepliesAndMentions, globals: { ...PHONE } };

/**
 * Formatting: 'Formatting' shows the toolbar; a selected word and Bold give `**word**`, the
 * focus and the word's selection staying in the box; Ctrl+I makes another word italic; the
 * arrow keys move along the toolbar, and the text is sent as written (Markdown).
 */
export const FormatsTheSelection: Story = {
  args: { value: 'Please bring the form on Thursday' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message Ann Lee' });
    const toggle = canvas.getByRole('button', { name: 'Formatting' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('toolbar')).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const toolbar = await canvas.findByRole('toolbar', { name: 'Formatting' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-keyshortcuts', 'Control+B Meta+B');

    box.focus();
    box.setSelectionRange(17, 21);
    await userEvent.click(bold);
    await expect(box).toHaveValue('Please bring the **form** on Thursday');
    await expect(box).toHaveFocus();
    await expect(box.value.slice(box.selectionStart, box.selectionEnd)).toBe('form');

    box.setSelectionRange(29, 37);
    await userEvent.keyboard('{Control>}i{/Control}');
    await expect(box).toHaveValue('Please bring the **form** on *Thursday*');

    // One tab stop (above the box, before the Formatting button); the arrows, Home and End move
    // along the buttons.
    await userEvent.tab({ shift: true });
    await expect(toggle).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(toolbar).getByRole('button', { name: 'Code block' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(bold).toHaveFocus();

    box.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Please bring the **form** on *Thursday*');
  },
};

/** Lists and quotes mark the lines; with no selection, a pair of markers waits for the words. */
export const FormatsLinesAndTheCaret: Story = {
  args: { value: 'Bring\nthe form', defaultShowsFormatting: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole<HTMLTextAreaElement>('textbox');
    box.focus();
    box.setSelectionRange(0, box.value.length);
    await userEvent.click(await canvas.findByRole('button', { name: 'Bulleted list' }));
    await expect(box).toHaveValue('- Bring\n- the form');
    await userEvent.click(canvas.getByRole('button', { name: 'Numbered list' }));
    await expect(box).toHaveValue('1. Bring\n2. the form');
    box.setSelectionRange(box.value.length, box.value.length);
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    await userEvent.keyboard('{Control>}e{/Control}');
    await expect(box).toHaveValue('1. Bring\n2. the form\n``');
    await expect(box.selectionStart).toBe(box.value.length - 1);
    await expect(box.selectionEnd).toBe(box.value.length - 1);
  },
};

/**
 * The toolbar shown over a draft, as it looks: ChatComposerToolbar, which loads on first use (the
 * Formatting button or a shortcut), is shown by these stories.
 */
export const FormattingToolbar: Story = {
  args: {
    value: 'Please bring **the signed form** and your *insurance card*',
    defaultShowsFormatting: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('toolbar', { name: 'Formatting' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /./ }).length).toBeGreaterThan(8);
    await expectNoSidewaysScroll();
  },
};

export const FormattingToolbarDark: Story = {
  ...FormattingToolbar,
  globals: { colorMode: 'dark' },
};

export const FormattingToolbarPhone: Story = { ...FormattingToolbar, globals: { ...PHONE } };
