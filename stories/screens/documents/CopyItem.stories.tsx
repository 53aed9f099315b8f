import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { CopyItem } from '@/features/documents/components/CopyItem';
import { endOfDayInstant } from '@/features/documents/utils/due-date';
import { freezeToday } from '@/testing/clock';
import {
  copyDetailFixture,
  copyFixture,
  DUE_AT,
  PAST_DUE_AT,
  remindersFixture,
  sendingFixture,
} from '@/testing/documents-fixtures';
import { expectShown, PHONE } from '@/testing/expect-shown';
import { spyOnEndpoint } from '@/testing/msw';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

/** Alan Turing's copy: viewed, due 12 March, reminded twice of five, in a packet. */
const open = copyFixture(2, 'viewed', {
  dueAt: DUE_AT,
  reminders: remindersFixture(),
  sending: sendingFixture(2),
});
/** Grace Hopper's copy: its due date (5 March) passed unsigned. */
const expired = copyFixture(1, 'expired', {
  dueAt: PAST_DUE_AT,
  reminders: remindersFixture({ sent: 1, nextAt: null }),
});
/** The day after the due date passed: the extend dialog offers days from tomorrow. */
const TODAY = '2026-03-06T10:00:00.000Z';
const NEWER_COPY =
  'Grace Hopper has a newer copy of this document that is still open: extend that one instead.';

const extend = spyOnEndpoint('extendDocumentCopy');

/** The extend dialog, opened from the copy's Extend. */
async function openExtend(client: string) {
  await userEvent.click(screen.getByRole('button', { name: `Extend ${client}'s copy` }));
  return screen.findByRole('dialog', { name: 'Extend the due date' });
}

/** Chooses a day in the native date input (the picker itself belongs to the browser). */
const chooseDay = (dialog: HTMLElement, day: string) =>
  fireEvent.change(within(dialog).getByLabelText('New due date'), { target: { value: day } });

const meta = {
  title: 'Screens/Documents/CopyItem',
  component: CopyItem,
  args: {
    copy: open,
    title: 'Consent to treatment',
    isOwner: true,
    isDownloading: false,
    onTrail: fn(),
    onVoid: fn(),
    onDownload: fn(),
    onChanged: fn(),
  },
  parameters: {
    app: { route: '/all-documents', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [
    (Story) => (
      <Stack as="ul" listStyleType="none" maxW="lg" p="4" aria-label="Copies">
        <Story />
      </Stack>
    ),
    withStoryApp,
  ],
  beforeEach({ msw }) {
    msw.use(
      extend.answers({
        message: 'The due date is now 2026-03-20. Grace Hopper was told.',
        data: copyDetailFixture({
          ...expired,
          status: 'viewed',
          dueAt: endOfDayInstant('2026-03-20'),
        }),
      }),
    );
    return freezeToday(TODAY);
  },
} satisfies Meta<typeof CopyItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open copy: its due day, its reminders so far and the next, its packet; Extend and Void. */
export const OpenWithDueDate: Story = {
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(item).toHaveTextContent('Due 2026-03-12');
    await expect(item).toHaveTextContent('Reminders: every 3 days, 2 of 5 sent, next 2026-03-14');
    await expect(item).toHaveTextContent('Packet: New client intake, document 2 of 3');
    await expect(
      within(item).getByRole('button', { name: "Extend Alan Turing's copy" }),
    ).toBeVisible();
    await expect(within(item).getByRole('button', { name: 'Void' })).toBeVisible();
  },
};

/** No due date and no reminders: nothing to extend. */
export const NoDueDate: Story = {
  args: { copy: copyFixture(2, 'sent') },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(item).toHaveTextContent('No reminders');
    await expect(item).not.toHaveTextContent('Due');
    await expect(within(item).queryByRole('button', { name: /^Extend/ })).toBeNull();
  },
};

/** Expired: the day it passed, what can be done; Extend, no Void. */
export const Expired: Story = {
  args: { copy: expired },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(within(item).getByText('Expired', { selector: 'span' })).toBeVisible();
    await expect(item).toHaveTextContent(
      'Expired on 2026-03-05: it can no longer be signed. Extend it, or send a new copy.',
    );
    await expect(item).toHaveTextContent('Reminders: every 3 days, 1 of 5 sent');
    await expect(item).not.toHaveTextContent('next');
    await expect(
      within(item).getByRole('button', { name: "Extend Grace Hopper's copy" }),
    ).toBeVisible();
    await expect(within(item).queryByRole('button', { name: 'Void' })).toBeNull();
  },
};

export const ExpiredDark: Story = { ...Expired, globals: { colorMode: 'dark' } };

export const ExpiredPhone: Story = { ...Expired, globals: { ...PHONE } };

/** The superadmin reads the copy: no Extend (only its owner may). */
export const NotTheOwner: Story = {
  args: { copy: expired, isOwner: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /^Extend/ })).toBeNull();
  },
};

/**
 * Extend an expired copy: a day from tomorrow, sent as the instant it ends here; the answer's
 * message as a toast, and the details read again.
 */
export const ExtendExpired: Story = {
  args: { copy: expired },
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const dialog = await openExtend('Grace Hopper');
    const input = within(dialog).getByLabelText('New due date');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveAttribute('min', '2026-03-07');
    await expect(dialog).toHaveTextContent('Grace Hopper’s copy expired on 2026-03-05.');
    // Nothing chosen: said under the input, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await expect(await within(dialog).findByText('Choose the new due date.')).toBeVisible();
    await expect(extend.requests).toHaveLength(0);
    chooseDay(dialog, '2026-03-20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(extend.body()).toEqual({ dueAt: endOfDayInstant('2026-03-20') }));
    await expectShown('The due date is now 2026-03-20. Grace Hopper was told.');
    await expect(args.onChanged).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The server refuses (409: the client has a newer open copy): said in the dialog, kept open. */
export const ExtendRefused: Story = {
  args: { copy: expired },
  parameters: { layout: 'fullscreen', visual: { target: 'page' } },
  beforeEach({ msw }) {
    msw.use(extend.refuses(409, NEWER_COPY));
  },
  play: async ({ args }) => {
    const dialog = await openExtend('Grace Hopper');
    chooseDay(dialog, '2026-03-20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(NEWER_COPY);
    await expect(args.onChanged).not.toHaveBeenCalled();
    await expect(within(dialog).getByLabelText('New due date')).toHaveValue('2026-03-20');
  },
};

/** A day too far ahead: said under the input before anything is sent. */
export const ExtendTooFar: Story = {
  args: { copy: open },
  parameters: { layout: 'fullscreen', visual: { target: 'page' } },
  play: async () => {
    const dialog = await openExtend('Alan Turing');
    chooseDay(dialog, '2027-06-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await expect(
      await within(dialog).findByText('Choose a day within 365 days from today.'),
    ).toBeVisible();
    await expect(extend.requests).toHaveLength(0);
  },
};
