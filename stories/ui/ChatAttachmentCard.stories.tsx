import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChatAttachmentCard, ChatMessage } from '@portal/ui';

import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';

/** A scanned page as a picture: the thumbnail of an image attachment, without the network. */
const scan =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"><rect width="300" height="200" fill="#e8eef2"/><rect x="90" y="14" width="120" height="172" fill="#ffffff" stroke="#9aa9b4"/><rect x="104" y="34" width="80" height="8" fill="#5d7282"/><rect x="104" y="54" width="92" height="5" fill="#9aa9b4"/><rect x="104" y="66" width="86" height="5" fill="#9aa9b4"/><rect x="104" y="78" width="90" height="5" fill="#9aa9b4"/><rect x="104" y="150" width="50" height="16" fill="#1b8d95"/></svg>',
  );

const meta = {
  title: 'UI/Chat/ChatAttachmentCard',
  component: ChatAttachmentCard,
  args: {
    name: 'Medication history.pdf',
    size: 248_320,
    type: 'application/pdf',
    onDownload: fn(),
  },
  decorators: [
    (Story) => (
      <Stack maxW="2xl" gap="3" py="2">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof ChatAttachmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PDF: its icon, name, kind and size; the download action calls `onDownload`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Medication history.pdf')).toBeVisible();
    await expect(canvas.getByText('PDF · 243 KB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download Medication history.pdf' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** An image: its picture in a fixed frame above the name. */
export const Image: Story = {
  args: { name: 'Rash on left arm.jpg', type: 'image/jpeg', size: 1_834_112, thumbnailSrc: scan },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('JPEG image · 1.7 MB')).toBeVisible();
    const picture = canvasElement.querySelector('img');
    await expect(picture).toHaveAttribute('src', scan);
    // The name beside it says what it is: the picture itself is not announced twice.
    await expect(picture).toHaveAttribute('alt', '');
  },
};

/** The picture is on its way: its frame is kept, so the conversation does not move later. */
export const ImageLoading: Story = {
  args: { name: 'Rash on left arm.jpg', type: 'image/jpeg', size: 1_834_112, thumbnailSrc: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByText('Rash on left arm.jpg')).toBeVisible();
  },
};

/** A download on its way: the action waits and cannot be pressed again. */
export const Downloading: Story = {
  args: { isDownloading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Download Medication history.pdf',
    });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** One's own file while it is sent: how much has gone. */
export const Uploading: Story = {
  args: { progress: 0.45, onDownload: undefined },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Sending Medication history.pdf',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Nothing to download with (a guest's page): the file's name and size only. */
export const WithoutDownload: Story = {
  args: { onDownload: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Medication history.pdf')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A file that can be saved from an address (a blob URL): a link that downloads it by its name. */
export const DownloadLink: Story = {
  args: { onDownload: undefined, href: scan, name: 'Scan.svg', type: 'image/svg+xml', size: 912 },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download Scan.svg' });
    await expect(link).toHaveAttribute('href', scan);
    await expect(link).toHaveAttribute('download', 'Scan.svg');
  },
};

/** A long name is cut with an ellipsis; the whole name is its title. */
export const LongName: Story = {
  args: {
    name: 'Referral letter from the community clinic, signed and scanned on 23 November 2026.pdf',
  },
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText(/^Referral letter/);
    await expect(name).toHaveAttribute('title', expect.stringContaining('23 November 2026'));
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

/** In messages: with words and without, received and one's own, sending and failed. */
export const InMessages: Story = {
  render: (args) => (
    <Stack gap="1">
      <ChatMessage
        author="Ann Lee"
        text="Here is the medication history you asked for."
        dateTime="2026-11-23T09:30:00.000Z"
        timeLabel="09:30"
        attachment={<ChatAttachmentCard {...args} />}
      />
      <ChatMessage
        author="Ann Lee"
        isContinued
        text=""
        dateTime="2026-11-23T09:31:00.000Z"
        timeLabel="09:31"
        attachment={
          <ChatAttachmentCard
            {...args}
            name="Rash on left arm.jpg"
            type="image/jpeg"
            size={1_834_112}
            thumbnailSrc={scan}
          />
        }
      />
      <ChatMessage
        author="You"
        isOwn
        text="Thank you. The referral letter:"
        dateTime="2026-11-23T09:40:00.000Z"
        timeLabel="09:40"
        attachment={<ChatAttachmentCard {...args} name="Referral letter.pdf" size={88_064} />}
      />
      <ChatMessage
        author="You"
        isOwn
        status="sending"
        text=""
        dateTime="2026-11-23T09:41:00.000Z"
        timeLabel="09:41"
        attachment={
          <ChatAttachmentCard
            {...args}
            onDownload={undefined}
            name="Exercise plan.pdf"
            size={512_000}
            progress={0.6}
          />
        }
      />
      <ChatMessage
        author="You"
        isOwn
        status="failed"
        failureReason="The server is busy."
        onRetry={fn()}
        onDiscard={fn()}
        text="And the diet sheet"
        dateTime="2026-11-23T09:42:00.000Z"
        timeLabel="09:42"
        attachment={
          <ChatAttachmentCard {...args} onDownload={undefined} name="Diet.pdf" size={40_960} />
        }
      />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Download / })).toHaveLength(3);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  },
};

export const Dark: Story = { ...InMessages, globals: { colorMode: 'dark' } };

/** On a 390 px phone the cards fit the bubbles; nothing pans sideways. */
export const Phone: Story = {
  ...InMessages,
  globals: PHONE,
  play: async (context) => {
    await InMessages.play?.(context);
    await expectNoSidewaysScroll();
  },
};
