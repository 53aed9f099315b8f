import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { AuditLogPage } from '@/features/audit/pages/AuditLogPage';
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

import { auditEvents, auditPage, people } from './audit-fixtures';

const auditLog = spyOnEndpoint('listAuditLog');
const exportCsv = spyOnEndpoint('exportAuditLog');
const ben = nth(people, 1);

const meta = {
  title: 'Screens/Audit/AuditLogPage',
  component: AuditLogPage,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/audit-log', signedInAs: 'superadmin' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(
      auditLog.answers(auditPage()),
      mockEndpoint('getAllUsers', { data: people }),
      exportCsv.answers(new Blob(['time_utc,action\r\n'], { type: 'text/csv' })),
    );
  },
} satisfies Meta<typeof AuditLogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole('table', { name: 'Audit log' });
/** The query of the last request for the log. */
const lastQuery = () => Object.fromEntries(auditLog.requests.at(-1)?.query ?? []);
/** The first instant of a day of the viewer's calendar, as the page sends it. */
const startOf = (year: number, month: number, day: number) =>
  new Date(year, month - 1, day).toISOString();

/**
 * Every event of the page, newest first: the time in the viewer's locale (the UTC instant on
 * hover), the action, who, whom, the address, the device and what happened.
 */
export const Populated: Story = {
  play: async () => {
    await screen.findByText('Idle sign-out after 45 minutes');
    await expect(
      within(table())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Action', 'Who', 'Whom', 'Address', 'Device', 'Details']);
    const rows = within(table()).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(auditEvents.length);
    const [first] = rows;
    if (!first) throw new Error('the newest event is listed');
    await expect(within(first).getByText('Sign-in failed')).toBeVisible();
    const time = first.querySelector('time');
    await expect(time).toHaveAttribute('dateTime', '2026-11-20T16:45:12.000Z');
    await expect(time).toHaveAttribute('title', '2026-11-20 16:45:12 UTC');
    // No account: a sign-in with an unknown e-mail, a session ended by the portal.
    await expect(within(table()).getByText('Unknown e-mail')).toBeVisible();
    await expect(within(table()).getByText('The portal')).toBeVisible();
    await expect(screen.getByText('Page 1 of 1 · 9 events')).toBeVisible();
    await expect(lastQuery()).toEqual({});
  },
};

/** Nothing matches: the empty state says so and how to widen the search. */
export const Empty: Story = {
  parameters: { app: { route: '/audit-log?action=user.delete', path: '/audit-log' } },
  beforeEach({ msw }) {
    msw.use(auditLog.answers(auditPage([])));
  },
  play: async () => {
    await expectShown('No events match these filters');
    await expect(screen.getByText(/Widen the dates/)).toBeVisible();
    await expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await expect(lastQuery()).toEqual({ action: 'user.delete' });
  },
};

/**
 * The filters: a person, an action and two days. Each change reads the log again with it (the
 * days as the viewer's midnight and last instant, in UTC); Clear filters reads it whole again.
 */
export const Filtered: Story = {
  play: async () => {
    await screen.findByText('Idle sign-out after 45 minutes');
    const filters = screen.getByRole('search', { name: 'Filters' });
    await waitFor(() =>
      expect(
        within(filters).getByRole('option', { name: `${ben.fullName} (${ben.email})` }),
      ).toBeInTheDocument(),
    );
    await userEvent.selectOptions(within(filters).getByLabelText('Person'), ben.id);
    await userEvent.selectOptions(within(filters).getByLabelText('Action'), 'session.end');
    await userEvent.type(within(filters).getByLabelText('From'), '2026-11-01');
    await userEvent.type(within(filters).getByLabelText('To'), '2026-11-30');
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        person: ben.id,
        action: 'session.end',
        from: startOf(2026, 11, 1),
        to: new Date(Date.parse(startOf(2026, 12, 1)) - 1).toISOString(),
      }),
    );
    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    for (const name of ['Person', 'Action', 'From', 'To']) {
      await expect(within(filters).getByLabelText(name)).toHaveValue('');
    }
    await expect(within(filters).queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

/** The filters arrive in the address: the controls show them, the request carries them. */
export const FilteredFromTheAddress: Story = {
  parameters: {
    app: {
      route: `/audit-log?person=${ben.id}&action=session.end&from=2026-11-01`,
      path: '/audit-log',
    },
  },
  beforeEach({ msw }) {
    msw.use(auditLog.answers(auditPage(auditEvents.filter((item) => item.target?.id === ben.id))));
  },
  play: async () => {
    await screen.findByText('2 sessions: ended by the administrator');
    await expect(lastQuery()).toEqual({
      person: ben.id,
      action: 'session.end',
      from: startOf(2026, 11, 1),
    });
    const filters = screen.getByRole('search', { name: 'Filters' });
    await waitFor(() => expect(within(filters).getByLabelText('Person')).toHaveValue(ben.id));
    await expect(within(filters).getByLabelText('Action')).toHaveValue('session.end');
    await expect(within(filters).getByLabelText('From')).toHaveValue('2026-11-01');
  },
};

/** Pages are read from the server: Next page asks for page 2 with the same filters. */
export const Pages: Story = {
  parameters: { app: { route: '/audit-log?action=login.failure', path: '/audit-log' } },
  beforeEach({ msw }) {
    msw.use(
      auditLog.answers(({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        return auditPage(page === 1 ? auditEvents.slice(0, 5) : auditEvents.slice(5), {
          page,
          limit: 5,
          total: auditEvents.length,
        });
      }),
    );
  },
  play: async () => {
    await expectShown('Page 1 of 2 · 9 events');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await expectShown('Page 2 of 2 · 9 events');
    await expect(lastQuery()).toEqual({ action: 'login.failure', page: '2' });
    await expect(within(table()).getAllByRole('row').slice(1)).toHaveLength(4);
  },
};

/** Export CSV downloads the log with the filters shown (the server makes the file). */
export const ExportWithFilters: Story = {
  parameters: { app: { route: `/audit-log?person=${ben.id}&to=2026-11-30`, path: '/audit-log' } },
  play: async () => {
    await screen.findByText('Idle sign-out after 45 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exportCsv.requests).toHaveLength(1));
    await expect(Object.fromEntries(exportCsv.requests[0]?.query ?? [])).toEqual({
      person: ben.id,
      to: new Date(Date.parse(startOf(2026, 12, 1)) - 1).toISOString(),
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute(
        'data-loading',
      ),
    );
  },
};

/** Over 50,000 matching events: the page says the export holds the newest 50,000. */
export const MoreThanTheExportHolds: Story = {
  beforeEach({ msw }) {
    msw.use(auditLog.answers(auditPage(auditEvents, { total: 61_250 })));
  },
  play: async () => {
    await expectShown(/The export holds the newest 50,000 of these events/);
    await expect(screen.getByText('Page 1 of 1,225 · 61,250 events')).toBeVisible();
  },
};

/** The log could not be read: the error panel with Retry, which reads it again. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(auditLog.refusesFirst(1, 500, undefined, auditPage()));
  },
  play: async () => {
    await expectErrorWithRetry(LIST_LOAD_FAILURE, () => auditLog.requests.length, {
      thenShows: 'Idle sign-out after 45 minutes',
    });
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listAuditLog'));
  },
  play: async () => {
    await expectSkeleton('Loading the audit log...');
  },
};

/** On a 390 px phone the filters stack and the events are cards; nothing scrolls sideways. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async () => {
    await screen.findByText('Idle sign-out after 45 minutes');
    const cards = screen.getByRole('list', { name: 'Audit log' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(auditEvents.length);
    await expectNoSidewaysScroll();
  },
};

export const Dark: Story = { ...Populated, globals: { colorMode: 'dark' } };
