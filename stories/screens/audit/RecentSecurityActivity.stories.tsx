import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { RecentSecurityActivity } from '@/features/audit/components/RecentSecurityActivity';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';
import {
  expectErrorWithRetry,
  expectNoSidewaysScroll,
  expectShown,
  expectSkeleton,
  PHONE,
} from '@/testing/expect-shown';
import { nth } from '@/testing/fixtures';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

import { myEvents } from './audit-fixtures';

const mine = spyOnEndpoint('listMyAuditEvents');

/** Seven events: the section shows five, then all with "Show all 7". */
const sevenEvents = [
  ...myEvents,
  ...[4, 3, 2, 1].map((day) => ({
    ...nth(myEvents, 0),
    id: `10${day}`,
    at: `2026-11-0${day}T08:00:00.000Z`,
  })),
];

const meta = {
  title: 'Screens/Audit/RecentSecurityActivity',
  component: RecentSecurityActivity,
  parameters: {
    layout: 'padded',
    app: { route: '/settings', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(mine.answers({ data: myEvents }));
  },
} satisfies Meta<typeof RecentSecurityActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = () => screen.getByRole('list', { name: 'Recent security activity' });

/**
 * Settings' section: the person's own sign-ins, failures, sessions ended and password changes,
 * each with its device and address and its time in the viewer's locale.
 */
export const Populated: Story = {
  play: async () => {
    await expectShown('Sign-in failed');
    const items = within(list()).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('.chakra-badge')?.textContent)).toEqual([
      'Sign-in failed',
      'Session ended',
      'Password changed',
    ]);
    await expect(within(list()).getByText('idle for too long')).toBeVisible();
    await expect(mine.requests).toHaveLength(1);
  },
};

/** More than five: the first five, and a button for the rest. */
export const ShowAll: Story = {
  beforeEach({ msw }) {
    msw.use(mine.answers({ data: sevenEvents }));
  },
  play: async () => {
    await expectShown('Show all 7');
    await expect(within(list()).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Show all 7' }));
    await expect(within(list()).getAllByRole('listitem')).toHaveLength(7);
    await expect(screen.getByRole('button', { name: 'Show fewer' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint('listMyAuditEvents', { data: [] }));
  },
  play: async () => {
    await expectShown('No security events in this period.');
  },
};

export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(mine.refusesFirst(1, 500, undefined, { data: myEvents }));
  },
  play: async () => {
    await expectErrorWithRetry(LIST_LOAD_FAILURE, () => mine.requests.length, {
      thenShows: 'Sign-in failed',
    });
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listMyAuditEvents'));
  },
  play: async () => {
    await expectSkeleton('Loading your recent activity...');
  },
};

export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    await expectShown('Sign-in failed');
    await expectNoSidewaysScroll();
  },
};

export const Dark: Story = { ...Populated, globals: { colorMode: 'dark' } };
