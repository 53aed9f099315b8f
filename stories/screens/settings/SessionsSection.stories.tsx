import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { SessionsSection } from '@/features/sessions/components/SessionsSection';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';
import {
  expectErrorWithRetry,
  expectNavigatedTo,
  expectNoSidewaysScroll,
  expectShown,
  expectSkeleton,
  PHONE,
} from '@/testing/expect-shown';
import { nth } from '@/testing/fixtures';
import { failsWith, mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { sessionsFixture } from '@/testing/sessions-fixtures';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const sessions = sessionsFixture();
const thisDevice = nth(sessions, 0);
const phone = nth(sessions, 1);

const listSessions = spyOnEndpoint('listSessions');
const endSession = spyOnEndpoint('endSession');
const endOtherSessions = spyOnEndpoint('endOtherSessions');

/** The server's list after an ending: it answers what is left. */
function serverKeeping(initial = sessions) {
  let left = initial;
  return {
    list: listSessions.answers(() => ({ data: left })),
    keep: (next: typeof sessions) => {
      left = next;
    },
  };
}

/** The list of sessions, once it has arrived. */
async function sessionList() {
  return within(await screen.findByRole('list', { name: 'Your sessions' }));
}

/**
 * Settings' "Where you're signed in" (issue 32): the person's sessions with this device marked,
 * Sign out on each and "Sign out everywhere else".
 */
const meta = {
  title: 'Screens/Settings/SessionsSection',
  component: SessionsSection,
  parameters: {
    layout: 'fullscreen',
    app: { route: '/settings', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="4xl">
        <Story />
      </Box>
    ),
    withStoryApp,
  ],
  beforeEach({ msw }) {
    msw.use(listSessions.answers({ data: sessions }));
  },
} satisfies Meta<typeof SessionsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This device first and marked, then a phone and a laptop, each with Sign out. */
export const Populated: Story = {
  play: async () => {
    await expect(
      screen.getByRole('heading', { name: 'Where you’re signed in' }),
    ).toBeInTheDocument();
    const list = await sessionList();
    const items = list.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const first = within(nth(items, 0));
    await expect(first.getByText('Chrome on Linux')).toBeVisible();
    await expect(first.getByText('This device')).toBeVisible();
    await expect(first.getByText('Active now')).toBeVisible();
    await expect(nth(items, 0)).toHaveTextContent('from 203.0.113.7');
    await expect(nth(items, 1)).toHaveTextContent('Last active 3 hours ago');
    await expect(nth(items, 2)).toHaveTextContent('Last active 2 days ago');
    await expect(list.getByRole('button', { name: 'Sign out of this device' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Sign out Firefox on Windows' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listSessions'));
  },
  play: async () => {
    await expectSkeleton('Loading where you are signed in...');
  },
};

/** The list could not be read: said with Retry, which reads it again (and fails again here). */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(listSessions.refuses(500));
  },
  play: async () => {
    await expectErrorWithRetry(LIST_LOAD_FAILURE, () => listSessions.requests.length);
  },
};

/** Retry after a failure shows the list. */
export const ErrorThenRetried: Story = {
  beforeEach({ msw }) {
    msw.use(listSessions.refusesFirst(1, 500, undefined, { data: sessions }));
  },
  play: async () => {
    await expectErrorWithRetry(LIST_LOAD_FAILURE, () => listSessions.requests.length, {
      thenShows: 'Firefox on Windows',
    });
  },
};

/** Sign out on another session ends that one: the server's toast, the row gone. */
export const SignOutOne: Story = {
  parameters: { visual: { target: 'page' } },
  beforeEach({ msw }) {
    const server = serverKeeping();
    msw.use(
      server.list,
      endSession.answers(({ params }) => {
        server.keep(sessions.filter((session) => session.id !== params.id));
        return { message: 'Signed out of that session.', data: { ended: 1 } };
      }),
    );
  },
  play: async () => {
    const list = await sessionList();
    await userEvent.click(list.getByRole('button', { name: `Sign out ${phone.label}` }));
    await expectShown('Signed out of that session.');
    await expect(endSession.requests.map((sent) => sent.params)).toEqual([{ id: phone.id }]);
    await waitFor(() => expect(list.queryByText(phone.label)).toBeNull());
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    // The pressed button went with its row: the focus stays in the list.
    await expect(screen.getByRole('list', { name: 'Your sessions' })).toHaveFocus();
  },
};

/** A refused ending says the server's reason; the session stays in the list. */
export const SignOutOneFails: Story = {
  parameters: { visual: { target: 'page' } },
  beforeEach({ msw }) {
    msw.use(failsWith('endSession', 404, 'No session of yours has this id.'));
  },
  play: async () => {
    const list = await sessionList();
    await userEvent.click(list.getByRole('button', { name: `Sign out ${phone.label}` }));
    await expectShown('No session of yours has this id.');
    await expect(list.getByText(phone.label)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Your sessions' })).toHaveFocus());
  },
};

/**
 * "Sign out everywhere else": every other session ends; this device is left, alone, and the
 * button says there is nothing more to end.
 */
export const SignedOutEverywhereElse: Story = {
  parameters: { visual: { target: 'page' } },
  beforeEach({ msw }) {
    const server = serverKeeping();
    msw.use(
      server.list,
      endOtherSessions.answers(() => {
        server.keep([thisDevice]);
        return { message: 'Signed out everywhere else.', data: { ended: 2 } };
      }),
    );
  },
  play: async () => {
    const list = await sessionList();
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await expectShown('Signed out everywhere else.');
    await expect(endOtherSessions.requests).toHaveLength(1);
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    await expect(list.getByText('This device')).toBeVisible();
    await expect(screen.getByText('You are signed in on this device only.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    await expect(screen.getByRole('list', { name: 'Your sessions' })).toHaveFocus();
  },
};

/** This device's Sign out is the ordinary sign-out: the token goes, and the app to '/'. */
export const SignOutThisDevice: Story = {
  play: async () => {
    const list = await sessionList();
    await userEvent.click(list.getByRole('button', { name: 'Sign out of this device' }));
    await expectNavigatedTo('/');
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

/** At 390 px the rows wrap: Sign out under the device, nothing wider than the screen. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    const list = await sessionList();
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expectNoSidewaysScroll();
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async () => {
    const list = await sessionList();
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Only this device: the list of one, and nothing else to sign out. */
export const ThisDeviceOnly: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint('listSessions', { data: [thisDevice] }));
  },
  play: async () => {
    const list = await sessionList();
    await expect(list.getAllByRole('listitem')).toHaveLength(1);
    await expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  },
};
