import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

import type { TNotification } from '@portal/contracts';

import { NotificationsPage } from '@/features/notifications/pages/NotificationsPage';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import {
  expectErrorWithRetry,
  expectNoSidewaysScroll,
  expectShown,
  expectSkeleton,
  PHONE,
} from '@/testing/expect-shown';
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
    type: 'client-signup',
    title: 'Your client signed up',
    message: 'Ben Kay signed up with license number LIC-2041.',
    link: '/clients',
    readAt: null,
    createdAt: minutesAgo(90),
  },
  {
    id: '6f1b2a3c-0000-4000-8000-000000000003',
    type: 'account-status',
    title: 'Your account was approved',
    message: 'You can sign in now.',
    link: '/',
    readAt: minutesAgo(60 * 24),
    createdAt: minutesAgo(60 * 26),
  },
];

const [first] = notifications as [TNotification, ...TNotification[]];

const list = spyOnEndpoint('listNotifications');
const read = spyOnEndpoint('readNotification');
const readAll = spyOnEndpoint('readAllNotifications');

const answer = (items: TNotification[]) => ({
  data: items,
  unreadCount: items.filter((item) => item.readAt === null).length,
  nextBefore: null,
});

const meta = {
  title: 'Screens/Notifications/NotificationsPage',
  component: NotificationsPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/notification', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(
      list.answers(({ request }) => {
        const unreadOnly = new URL(request.url).searchParams.get('unread') === 'true';
        return answer(unreadOnly ? notifications.filter((n) => n.readAt === null) : notifications);
      }),
      read.answers(({ params }) => ({
        data: { ...first, id: params.id ?? '', readAt: minutesAgo(0) },
        unreadCount: 1,
      })),
      readAll.answers({ unreadCount: 0 }),
    );
  },
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async () => {
    await screen.findByText('New messages from Ann Lee');
    await expect(screen.getByRole('status')).toHaveTextContent('2 unread');
    await expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.requests.at(-1)?.query.get('limit')).toBe('20');
  },
};

/** 'Unread' asks the server for the unread ones only. */
export const UnreadOnly: Story = {
  play: async () => {
    await screen.findByText('New messages from Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    await expect(list.requests.at(-1)?.query.get('unread')).toBe('true');
    await expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const MarksOneRead: Story = {
  play: async () => {
    await screen.findByText('New messages from Ann Lee');
    await userEvent.click(
      screen.getByRole('button', { name: 'Mark "Your client signed up" as read' }),
    );
    await waitFor(() => expect(read.requests).toHaveLength(1));
    await expect(read.requests[0]?.params).toEqual({ id: notifications[1]?.id });
    await expect(read.requests[0]?.body).toBeUndefined();
  },
};

export const MarksAllRead: Story = {
  play: async () => {
    await screen.findByText('New messages from Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(readAll.requests).toHaveLength(1));
    await expect(readAll.requests[0]?.body).toBeUndefined();
  },
};

/** A click opens what the notification is about, and reads it. */
export const OpensItsLink: Story = {
  play: async () => {
    await userEvent.click(
      await screen.findByRole('button', { name: /^Unread: New messages from Ann Lee/ }),
    );
    await expectShown('/chat');
    await waitFor(() => expect(read.requests).toHaveLength(1));
    await expect(read.requests[0]?.params).toEqual({ id: notifications[0]?.id });
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint('listNotifications', answer([])));
  },
  play: async () => {
    await expectShown('No notifications yet');
    await expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listNotifications'));
  },
  play: async () => {
    await expectSkeleton('Loading notifications...');
  },
};

/** A failure says so in the error panel; its Retry asks again, and the notifications show. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(list.refusesFirst(1, 500, 'The database is not answering.', answer(notifications)));
  },
  play: async () => {
    await expectErrorWithRetry('The database is not answering.', () => list.requests.length, {
      thenShows: 'New messages from Ann Lee',
    });
  },
};

/** A Retry that fails again asks again, and the panel stays with the answer's reason. */
export const RetryFailsAgain: Story = {
  beforeEach({ msw }) {
    msw.use(list.refuses(500, 'The database is not answering.'));
  },
  play: async () => {
    await expectErrorWithRetry('The database is not answering.', () => list.requests.length);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry).toBeEnabled());
    await expect(screen.getByText('The database is not answering.')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async () => {
    await screen.findByText('New messages from Ann Lee');
    await expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  },
};

/** On a 390 px phone the list keeps its actions and nothing scrolls sideways. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    await screen.findByText('New messages from Ann Lee');
    await expect(screen.getByRole('button', { name: /mark all/i })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
