import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChatSearchHit } from '@portal/ui';

const onOpen = fn();

/** Stands in for the router's link, which the app passes. */
function DemoLink({ children, ...props }: ComponentProps<'a'>) {
  return <a {...props}>{children}</a>;
}

const meta = {
  title: 'UI/Chat/ChatSearchHit',
  component: ChatSearchHit,
  args: {
    channelName: 'Ann Lee',
    authorName: 'Ann Lee',
    snippet: 'Could we move Thursday’s visit to the afternoon? The meeting room is free after 3.',
    highlights: [{ start: 53, end: 60 }],
    dateTime: '2026-11-23T09:30:00.000Z',
    timeLabel: '09:30',
    link: (
      <DemoLink
        href="#channel-1-message-12"
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      />
    ),
  },
  decorators: [
    (Story) => (
      <Box as="ul" maxW="xs" p="2">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChatSearchHit>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The words found are marked; the link is named by the conversation, the author and the words. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Ann Lee/ });
    await expect(link).toHaveAccessibleName(/meeting room/);
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('meeting');
    await expect(canvas.getByText('09:30')).toHaveAttribute('datetime', '2026-11-23T09:30:00.000Z');
    onOpen.mockClear();
    await userEvent.click(link);
    await expect(onOpen).toHaveBeenCalledTimes(1);
  },
};

/** A snippet is text: markup a person wrote shows as they wrote it. */
export const PlainTextOnly: Story = {
  args: {
    snippet: '<img src=x onerror=alert(1)> meeting notes',
    highlights: [{ start: 29, end: 36 }],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(
      /<img src=x onerror=alert\(1\)> meeting notes/,
    );
  },
};

/** Results in a group, with long names and text cut to two lines. */
export const Catalog: Story = {
  render: (args) => (
    <>
      <ChatSearchHit {...args} link={<DemoLink href="#1" aria-current="page" />} />
      <ChatSearchHit
        {...args}
        channelName="Intake questions and follow-up for the spring programme of the whole practice"
        authorName="Grace Hopper"
        snippet="… we agreed that the meeting about the new forms goes ahead on Monday, and that everyone brings the signed copies of the consent forms so the meeting can start on time …"
        highlights={[
          { start: 21, end: 28 },
          { start: 142, end: 149 },
        ]}
        dateTime="2026-11-12T15:00:00.000Z"
        timeLabel="12 Nov"
      />
    </>
  ),
};

export const Dark: Story = { ...Catalog, globals: { colorMode: 'dark' } };
