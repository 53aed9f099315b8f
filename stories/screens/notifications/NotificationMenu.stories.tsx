import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import type { TNotification } from '@portal/contracts';

import { NotificationMenu } from '@/features/notifications/components/NotificationMenu';
import { expectErrorWithRetry, expectSkeleton } from '@/testing/expect-shown';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notifications: TNotification[] = [
  {
    id: '6f1b2a3c-0000-4000-8000-000000000001',
    type: 'chat-message',
    title: 'New messages from Ann Lee',
    message: 'Could we move Thursday’s visit to the afternoon?',
    link: '/chat',
    readAt: null,
    createdAt: minutesAgo(4),
  },
  {
    id: '6f1b2a3c-0000-4000-8000-000000000002',
    type: 'account-status',
    title: 'Your account was approved',
    message: 'You can sign in now.',
    link: '/',
    readAt: minutesAgo(60 * 24),
    createdAt: minutesAgo(60 * 26),
  },
];

const answer = (items: TNotification[]) => ({
  data: items,
  unreadCount: items.filter((item) => item.readAt === null).length,
  nextBefore: null,
});

const list = spyOnEndpoint('listNotifications');

const meta = {
  title: 'Screens/Notifications/NotificationMenu',
  component: NotificationMenu,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/dashboard', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [
    withStoryApp,
    // The header's corner, where the bell sits.
    (Story) => (
      <Box display="flex" justifyContent="flex-end" p="3">
        <Story />
      </Box>
    ),
  ],
  beforeEach({ msw }) {
    msw.use(list.answers(answer(notifications)));
  },
} satisfies Meta<typeof NotificationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the bell's panel. */
const openBell = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  // The panel takes the focus as it opens (a frame later): what follows acts on a settled panel,
  // so that the focus does not arrive after a press inside it.
  await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
  return panel;
};

/** The latest notifications, newest first, with the way to all of them. */
export const Latest: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeVisible();
    const panel = within(await openBell());
    await expect(await panel.findByText('New messages from Ann Lee')).toBeVisible();
    await expect(panel.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/notification',
    );
    await expect(list.requests[0]?.query.get('limit')).toBe('5');
  },
};

/** The notifications on their way: rows shaped like them, and the loading text read out. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listNotifications'));
  },
  play: async () => {
    await openBell();
    await expectSkeleton('Loading notifications...');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint('listNotifications', answer([])));
  },
  play: async () => {
    const panel = within(await openBell());
    await expect(await panel.findByText('No notifications yet.')).toBeVisible();
  },
};

/** A Retry that fails again asks again, and the panel keeps saying so. */
export const RetryFailsAgain: Story = {
  beforeEach({ msw }) {
    msw.use(list.refuses(500));
  },
  play: async () => {
    await openBell();
    await expectErrorWithRetry(
      'The notifications could not be loaded.',
      () => list.requests.length,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry).toBeEnabled());
  },
};

/** The latest could not be read: the panel says so, and Retry asks again and shows them. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(list.refusesFirst(1, 500, 'The database is not answering.', answer(notifications)));
  },
  play: async () => {
    await openBell();
    await expectErrorWithRetry('The database is not answering.', () => list.requests.length, {
      thenShows: 'New messages from Ann Lee',
    });
  },
};
