import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChatChannelItem } from '@portal/ui';

const onOpen = fn();

/** Stands in for the router's link, which the app passes. */
function DemoLink({ children, ...props }: ComponentProps<'a'>) {
  return <a {...props}>{children}</a>;
}

const meta = {
  title: 'UI/Chat/ChatChannelItem',
  component: ChatChannelItem,
  args: {
    name: 'Ann Lee',
    link: (
      <DemoLink
        href="#channel-1"
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      />
    ),
    preview: 'Could we move Thursday’s visit to the afternoon?',
    dateTime: '2026-11-23T09:30:00.000Z',
    timeLabel: '09:30',
    unreadCount: 3,
    isOnline: true,
  },
  decorators: [
    (Story) => (
      <Box as="ul" maxW="xs" p="2">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChatChannelItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread messages: a badge, the count read out, bold name and preview. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Ann Lee/ });
    await expect(link).toHaveAccessibleName(/3 unread messages/);
    await expect(link).toHaveAccessibleName(/online/);
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByText('09:30')).toHaveAttribute('datetime', '2026-11-23T09:30:00.000Z');
    onOpen.mockClear();
    await userEvent.click(link);
    await expect(onOpen).toHaveBeenCalledTimes(1);
  },
};

export const Read: Story = {
  args: { unreadCount: 0, isOnline: false },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Ann Lee/ });
    await expect(link).not.toHaveAccessibleName(/unread/);
    await expect(link).not.toHaveAccessibleName(/online/);
  },
};

/** The open conversation is marked as the current page. */
export const Selected: Story = {
  args: { unreadCount: 0, link: <DemoLink href="#channel-1" aria-current="page" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-current', 'page');
  },
};

/** Muted: a bell-off icon and a grey badge; it still counts. */
export const Muted: Story = {
  args: { isMuted: true, unreadCount: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/muted/);
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/120 unread messages/);
  },
};

/** A group without messages yet, and a name too long for the line. */
export const LongAndEmpty: Story = {
  args: {
    name: 'Intake questions and follow-up for the spring programme of the whole practice',
    preview: null,
    unreadCount: 0,
    isOnline: undefined,
  },
};

/** A list of conversations. */
export const Catalog: Story = {
  render: (args) => (
    <>
      <ChatChannelItem
        {...args}
        link={<DemoLink href="#1" aria-current="page" />}
        unreadCount={0}
      />
      <ChatChannelItem
        {...args}
        name="Ben Kay"
        isOnline={false}
        preview="You: Thanks, see you then"
        timeLabel="Yesterday"
        unreadCount={0}
      />
      <ChatChannelItem
        {...args}
        name="Care team"
        isOnline={undefined}
        preview="Grace: The forms are in"
        timeLabel="Mon"
        unreadCount={12}
      />
      <ChatChannelItem
        {...args}
        name="Front desk"
        isOnline={undefined}
        isMuted
        preview="Sam: Closed on Friday"
        timeLabel="12 Nov"
        unreadCount={4}
      />
    </>
  ),
};

export const Dark: Story = { ...Catalog, globals: { colorMode: 'dark' } };
