import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';

import { SendDialog } from '@/features/documents/components/SendDialog';
import { freezeToday } from '@/testing/clock';
import { copyFixture } from '@/testing/documents-fixtures';
import { expectActionInReach, expectShown, PHONE } from '@/testing/expect-shown';
import { clientListFixture } from '@/testing/fixtures';
import { mockEndpoint, spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const GRACE = '00000000-0000-4000-8000-000000000003';
const ALAN = '00000000-0000-4000-8000-000000000004';
const records = clientListFixture(2).map((record, index) => ({
  ...record,
  fullName: index === 0 ? 'Grace Hopper' : 'Alan Turing',
  email: index === 0 ? 'grace@example.com' : 'alan@example.com',
}));
const contacts = [
  { id: GRACE, fullName: 'Grace Hopper', email: 'grace@example.com' },
  { id: ALAN, fullName: 'Alan Turing', email: 'alan@example.com' },
].map((contact) => ({ ...contact, role: 'client' as const, profileImage: null }));

const TEMPLATE = {
  kind: 'template' as const,
  id: '10000000-0000-4000-8000-000000000011',
  title: 'Intake form',
};

const sendTemplate = spyOnEndpoint('sendTemplate');
const sendPacket = spyOnEndpoint('sendPacket');

/** The send dialog of a form, a template or a packet: clients, due date and reminders. */
const meta = {
  title: 'Screens/Documents/SendDialog',
  component: SendDialog,
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  args: { target: TEMPLATE, onClose: () => undefined, onSent: () => undefined },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('listClients', { data: records }),
      mockEndpoint('listChatContacts', { data: contacts }),
      mockEndpoint('getSendingDefaults', { data: { reminders: { everyDays: 3, maxCount: 3 } } }),
      sendTemplate.answers({
        message: 'Sent to 1 client.',
        data: [copyFixture(1, 'sent')],
        alreadyOpen: [ALAN],
      }),
    );
    // Today is 10 March 2026: the date input's range and the due day's check.
    return freezeToday('2026-03-10T12:00:00');
  },
} satisfies Meta<typeof SendDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Send “Intake form”' });

/** As it opens: the clients, no due date, the practice's default reminders. */
export const Default: Story = {
  play: async () => {
    const send = await dialog();
    await within(send).findByText('Grace Hopper');
    await expect(
      await within(send).findByRole('radio', {
        name: 'Practice default (every 3 days, at most 3 times)',
      }),
    ).toBeChecked();
    await expect(within(send).getByLabelText('Due date (optional)')).toHaveAttribute(
      'min',
      '2026-03-10',
    );
  },
};

/**
 * Two clients, a due date and a custom schedule: the body says the end of the chosen day as an
 * instant and the schedule as numbers; the toast says who kept an open copy.
 */
export const WithDueDateAndCustomSchedule: Story = {
  parameters: { visual: { disable: true } },
  play: async () => {
    const send = await dialog();
    await userEvent.click(await within(send).findByText('Grace Hopper'));
    await userEvent.click(within(send).getByText('Alan Turing'));
    fireEvent.change(within(send).getByLabelText('Due date (optional)'), {
      target: { value: '2026-04-01' },
    });
    const reminders = within(send).getByRole('radiogroup', { name: 'Reminders' });
    await userEvent.click(within(reminders).getByRole('radio', { name: 'Custom' }));
    const every = within(send).getByLabelText('Remind every (days)');
    await userEvent.clear(every);
    await userEvent.type(every, '7');
    const times = within(send).getByLabelText('At most (times)');
    await userEvent.clear(times);
    await userEvent.type(times, '2');
    await userEvent.click(within(send).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sendTemplate.requests).toHaveLength(1));
    await expect(sendTemplate.requests[0]?.params).toEqual({ id: TEMPLATE.id });
    await expect(sendTemplate.body()).toEqual({
      clientIds: [GRACE, ALAN],
      // The end of 1 April where the provider is.
      dueAt: new Date(2026, 3, 1, 23, 59, 59, 999).toISOString(),
      reminders: { everyDays: 7, maxCount: 2 },
    });
    await expectShown('Sent to 1 client. 1 client already has an open copy: they keep it.');
  },
};

/** No reminders sends null; an out-of-range schedule is refused before sending. */
export const NoRemindersAndOutOfRange: Story = {
  parameters: { visual: { disable: true } },
  play: async () => {
    const send = await dialog();
    await userEvent.click(await within(send).findByText('Grace Hopper'));
    await userEvent.click(within(send).getByRole('radio', { name: 'Custom' }));
    const every = within(send).getByLabelText('Remind every (days)');
    await userEvent.clear(every);
    await userEvent.type(every, '31');
    await expect(
      within(send).getByText('Enter a whole number of days from 1 to 30.'),
    ).toBeVisible();
    await userEvent.click(within(send).getByRole('button', { name: 'Send' }));
    await expect(
      await within(send).findByText(
        'Check the due date and the reminders: see the fields marked in red.',
      ),
    ).toBeVisible();
    await expect(sendTemplate.requests).toHaveLength(0);
    await userEvent.click(within(send).getByRole('radio', { name: 'No reminders' }));
    await userEvent.click(within(send).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(sendTemplate.body()).toEqual({ clientIds: [GRACE], reminders: null }),
    );
  },
};

/** The server refuses the due date: its words under the date input. */
export const DueDateRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      sendTemplate.refuses(400, 'The due date must be in the future.', [
        { path: 'dueAt', message: 'The due date must be in the future.' },
      ]),
    );
  },
  play: async () => {
    const send = await dialog();
    await userEvent.click(await within(send).findByText('Grace Hopper'));
    fireEvent.change(within(send).getByLabelText('Due date (optional)'), {
      target: { value: '2026-03-10' },
    });
    await userEvent.click(within(send).getByRole('button', { name: 'Send' }));
    const date = within(send).getByLabelText('Due date (optional)');
    await waitFor(() => expect(date).toHaveAttribute('aria-invalid', 'true'));
    await expect(within(send).getByText('The due date must be in the future.')).toBeVisible();
    await expect(within(send).queryByRole('alert', { name: /due date/ })).toBeNull();
  },
};

/** A client the server does not find: the server's words above the form. */
export const ClientRefused: Story = {
  parameters: { visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(sendTemplate.refuses(404, 'One of these clients was not found.'));
  },
  play: async () => {
    const send = await dialog();
    await userEvent.click(await within(send).findByText('Grace Hopper'));
    await userEvent.click(within(send).getByRole('button', { name: 'Send' }));
    await expect(await within(send).findByRole('alert')).toHaveTextContent(
      'One of these clients was not found.',
    );
  },
};

/** A packet: one sending per client; who kept an open copy of one of its documents is said. */
export const APacket: Story = {
  parameters: { visual: { disable: true } },
  args: {
    target: { kind: 'packet', id: '60000000-0000-4000-8000-000000000001', title: 'Intake' },
  },
  beforeEach({ msw }) {
    msw.use(
      sendPacket.answers({
        message: 'Sent to 2 clients.',
        data: [],
        alreadyOpen: [GRACE, ALAN],
      }),
    );
  },
  play: async () => {
    const send = await screen.findByRole('dialog', { name: 'Send “Intake”' });
    await userEvent.click(await within(send).findByText('Grace Hopper'));
    await userEvent.click(within(send).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sendPacket.body()).toEqual({ clientIds: [GRACE] }));
    await expectShown(
      'Sent to 2 clients. 2 clients already have an open copy of one of its documents: they keep it.',
    );
  },
};

/** Custom chosen with a due date: how the whole dialog looks. */
export const Filled: Story = {
  play: async () => {
    const send = await dialog();
    await userEvent.click(await within(send).findByText('Grace Hopper'));
    fireEvent.change(within(send).getByLabelText('Due date (optional)'), {
      target: { value: '2026-04-01' },
    });
    await userEvent.click(within(send).getByRole('radio', { name: 'Custom' }));
    await expect(within(send).getByLabelText('Remind every (days)')).toHaveValue(3);
  },
};

export const FilledDark: Story = { ...Filled, globals: { colorMode: 'dark' } };

export const FilledPhone: Story = {
  ...Filled,
  globals: { ...PHONE },
  play: async (context) => {
    await Filled.play?.(context);
    await expectActionInReach(within(await dialog()).getByRole('button', { name: 'Send' }));
  },
};
