import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import {
  ChatDaySeparator,
  ChatMessage,
  ChatReactionBar,
  ChatReplyQuote,
  ChatSystemMessage,
} from '@portal/ui';

import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';

const meta = {
  title: 'UI/Chat/ChatMessage',
  component: ChatMessage,
  subcomponents: { ChatSystemMessage },
  args: {
    author: 'Ann Lee',
    text: 'Could we move Thursday’s visit to the afternoon?',
    dateTime: '2026-11-23T09:30:00.000Z',
    timeLabel: '09:30',
    onRetry: fn(),
    onDiscard: fn(),
  },
  decorators: [
    (Story) => (
      <Stack maxW="2xl" gap="1" py="2">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof ChatMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ann Lee')).toBeVisible();
    await expect(canvas.getByText('09:30')).toHaveAttribute('datetime', '2026-11-23T09:30:00.000Z');
  },
};

/** Whatever a person typed is shown as text: markup stays markup, addresses become safe links. */
export const PlainTextNeverHtml: Story = {
  args: {
    text: '<img src=x onerror="alert(1)"><b>bold?</b>\nSecond line: https://example.com/forms. javascript:alert(1)',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvas.getByText(/<img src=x onerror="alert\(1\)"><b>bold\?<\/b>/)).toBeVisible();
    const link = canvas.getByRole('link', { name: 'https://example.com/forms' });
    await expect(link).toHaveAttribute('href', 'https://example.com/forms');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const Edited: Story = {
  args: { isEdited: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('(edited)')).toBeVisible();
  },
};

/** A deleted message reads the same for everyone; its text is gone. */
export const Deleted: Story = {
  args: { isDeleted: true, isEdited: true, text: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This message was deleted')).toBeVisible();
    await expect(canvas.queryByText('(edited)')).toBeNull();
  },
};

/** One's own message on its way: set apart, no avatar, 'Sending…'. */
export const Sending: Story = {
  args: { isOwn: true, status: 'sending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sending…');
    await expect(canvas.queryByText('Ann Lee')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** Not delivered: the reason, Retry and Discard. */
export const Failed: Story = {
  args: { isOwn: true, status: 'failed', failureReason: 'Not sent: you are offline.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not sent: you are offline.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
  },
};

/** Sent and seen by the other person. */
export const OwnSeen: Story = {
  args: { isOwn: true, receipt: 'Seen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Seen')).toBeVisible();
    await expect(canvas.getByText('You,', { exact: false })).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    text: `${'A very long word: '.repeat(3)}Pneumonoultramicroscopicsilicovolcanoconiosis${'x'.repeat(120)}\n\n${'Thanks for sending the forms over. '.repeat(12)}`,
  },
};

/** A conversation: days, the unread line, events, continued messages and each state. */
export const Catalog: Story = {
  render: (args) => (
    <>
      <ChatDaySeparator label="Yesterday" />
      <ChatSystemMessage
        text="Ann Lee created the group “Care team”"
        dateTime="2026-11-22T08:00:00.000Z"
        timeLabel="08:00"
      />
      <ChatMessage {...args} />
      <ChatMessage {...args} isContinued text="And could you bring the forms?" />
      <ChatMessage {...args} isOwn text="Of course, 3 pm works." timeLabel="09:32" />
      <ChatDaySeparator label="New messages" variant="unread" />
      <ChatMessage {...args} isEdited text="Great, see you then." />
      <ChatMessage {...args} isDeleted text="" />
      <ChatMessage {...args} isOwn status="sending" text="On my way" />
      <ChatMessage {...args} isOwn status="failed" text="Running late" />
    </>
  ),
};

export const Dark: Story = { ...Catalog, globals: { colorMode: 'dark' } };

/** The message a search result opened the conversation at: marked, and named current. */
export const Highlighted: Story = {
  render: (args) => (
    <>
      <ChatMessage {...args} text="Shall we meet on Thursday?" />
      <ChatMessage {...args} isHighlighted isContinued text="The meeting room is free after 3." />
      <ChatMessage {...args} isOwn text="3 pm it is." timeLabel="09:32" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('[aria-current="true"]');
    await expect(current).toHaveTextContent('The meeting room is free after 3.');
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
  },
};

export const HighlightedDark: Story = { ...Highlighted, globals: { colorMode: 'dark' } };

// Issue 36: replies, reactions, mentions, pins, seen-by and edit history.

const ANN_ID = '0b7a3f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const ME_ID = '1b7a3f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const NAMES: Record<string, string> = { [ANN_ID]: 'Ann Lee', [ME_ID]: 'Sam Ray', all: 'all' };
const mentionLabel = (id: string) => ({
  label: NAMES[id] ?? 'Former member',
  isMe: id === ME_ID || id === 'all',
});

/**
 * Mentions are stored as ids and drawn with the current name; one's own stands out. Addresses
 * around them are still links, and nothing is ever HTML.
 */
export const Mentions: Story = {
  args: {
    text: `<@${ANN_ID}> and <@${ME_ID}>: the forms are at https://example.com/forms <b>now</b>, <@all>`,
    mentionLabel,
    isMentioningMe: true,
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('@Ann Lee')).not.toHaveAttribute('data-me');
    await expect(canvas.getByText('@Sam Ray')).toHaveAttribute('data-me');
    await expect(canvas.getByText('@all')).toHaveAttribute('data-me');
    await expect(canvas.getByRole('link', { name: 'https://example.com/forms' })).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.querySelector('[data-mentions-me]')).not.toBeNull();
    await expect(canvas.queryByText(/<@/)).toBeNull();
  },
};

/** Without `mentionLabel` the text shows as written (the tokens too). */
export const MentionsNotResolved: Story = {
  args: { text: `Hi <@${ANN_ID}>` },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`Hi <@${ANN_ID}>`)).toBeVisible();
  },
};

/** "Seen by 3" says who on hover and focus, and to screen readers as its description. */
export const SeenBy: Story = {
  args: {
    isOwn: true,
    receipt: 'Seen by 3',
    receiptDetail: 'Seen by Ann Lee, Ben Kay and Cy Dee',
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const receipt = within(canvasElement).getByRole('button', { name: 'Seen by 3' });
    await expect(receipt).toHaveAccessibleDescription('Seen by Ann Lee, Ben Kay and Cy Dee');
    await userEvent.hover(receipt);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Seen by Ann Lee, Ben Kay and Cy Dee',
    );
  },
};

/** With `onEditedClick` the edited mark is a button that opens the earlier versions. */
export const EditedOpensHistory: Story = {
  args: { isEdited: true, onEditedClick: fn() },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const edited = within(canvasElement).getByRole('button', { name: /^Edited/ });
    await expect(edited).toHaveTextContent('edited');
    await userEvent.click(edited);
    await expect(args.onEditedClick).toHaveBeenCalledTimes(1);
  },
};

/** A deleted message keeps no quote, reactions, pin or mention tint. */
export const DeletedDropsExtras: Story = {
  args: {
    isDeleted: true,
    text: '',
    isPinned: true,
    isMentioningMe: true,
    replyQuote: <ChatReplyQuote author="Ann Lee" excerpt="Hello" state="shown" />,
    reactions: <ChatReactionBar reactions={[]} onToggle={fn()} addButton={<span>add</span>} />,
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Hello')).toBeNull();
    await expect(canvas.queryByText('Pinned')).toBeNull();
    await expect(canvas.queryByText('add')).toBeNull();
    await expect(canvasElement.querySelector('[data-mentions-me]')).toBeNull();
  },
};

/** The issue 36 features together: a reply, reactions, mentions, a pin, seen-by, edited. */
export const Features: Story = {
  render: (args) => (
    <>
      <ChatMessage
        {...args}
        isPinned
        text={`Reminder for <@${ANN_ID}>: the intake forms are due Friday. https://example.com/forms`}
        mentionLabel={mentionLabel}
        reactions={
          <ChatReactionBar
            reactions={[
              { emoji: '👍', count: 2, isMine: true, names: ['Ann Lee'] },
              { emoji: '🙏', count: 1, isMine: false, names: ['Ben Kay'] },
            ]}
            onToggle={fn()}
          />
        }
      />
      <ChatMessage
        {...args}
        author="Ben Kay"
        isMentioningMe
        text={`<@${ME_ID}> could you check the referral letter?`}
        mentionLabel={mentionLabel}
        isEdited
        onEditedClick={fn()}
        timeLabel="09:34"
      />
      <ChatMessage
        {...args}
        isOwn
        text="Done, it is in the shared folder."
        replyQuote={
          <ChatReplyQuote
            author="Ben Kay"
            excerpt="@Sam Ray could you check the referral letter?"
            state="shown"
            onJump={fn()}
          />
        }
        receipt="Seen by 3"
        receiptDetail="Seen by Ann Lee, Ben Kay and Cy Dee"
        timeLabel="09:36"
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pinned')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Seen by 3' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

export const FeaturesDark: Story = { ...Features, globals: { colorMode: 'dark' } };

export const FeaturesPhone: Story = { ...Features, globals: { ...PHONE } };

// Issue 37: formatted messages, and a guest's badge.

/**
 * A guest's message carries a 'Guest' badge by the name (as the member list's); a formatted
 * message draws its Markdown, a plain one (sent before formatting came) its characters as typed.
 */
export const GuestAndFormats: Story = {
  render: (args) => (
    <>
      <ChatMessage
        {...args}
        author="Jordan Blake"
        isGuest
        format="markdown"
        text={`Thanks <@${ANN_ID}>! I **signed** the form:\n- page 1\n- page 2`}
        mentionLabel={mentionLabel}
      />
      <ChatMessage
        {...args}
        author="Jordan Blake"
        isGuest
        isContinued
        format="markdown"
        text="One more: `ref 42`"
        timeLabel="09:31"
      />
      <ChatMessage
        {...args}
        format="plain"
        text="Sent before formatting came: *stars* and **more stars** stay."
        timeLabel="09:32"
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Guest')).toHaveLength(1);
    await expect(canvas.getByText('signed', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByText('@Ann Lee')).toBeVisible();
    await expect(canvas.getByRole('list')).toHaveTextContent('page 1page 2');
    // The continued message names its author, as a guest, to screen readers.
    await expect(canvas.getByText(/Jordan Blake \(guest\),/)).toBeInTheDocument();
    await expect(
      canvas.getByText('Sent before formatting came: *stars* and **more stars** stay.'),
    ).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

export const GuestAndFormatsDark: Story = { ...GuestAndFormats, globals: { colorMode: 'dark' } };

export const GuestAndFormatsPhone: Story = { ...GuestAndFormats, globals: { ...PHONE } };
