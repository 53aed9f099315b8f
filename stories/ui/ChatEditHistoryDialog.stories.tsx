import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { ChatEditHistoryDialog } from '@portal/ui';

import { PHONE } from '@/testing/expect-shown';

const versions = [
  {
    text: 'Could we move the visit to Thursday?',
    dateTime: '2026-11-23T09:30:00.000Z',
    timeLabel: 'Mon 23 Nov, 09:30',
  },
  {
    text: 'Could we move Thursday’s visit to the afternoon?',
    dateTime: '2026-11-23T09:31:00.000Z',
    timeLabel: 'Mon 23 Nov, 09:31',
  },
  {
    text: 'Could we move Thursday’s visit to the afternoon?\nThe morning clinic is fully booked. <b>not bold</b>',
    dateTime: '2026-11-23T09:40:00.000Z',
    timeLabel: 'Mon 23 Nov, 09:40',
  },
];

/** "(edited)" opens a message's earlier versions, oldest first. */
const meta = {
  title: 'UI/Chat/ChatEditHistoryDialog',
  component: ChatEditHistoryDialog,
  args: { isOpen: true, onClose: fn(), state: { status: 'ready', versions } },
  parameters: { visual: { target: 'page' } },
} satisfies Meta<typeof ChatEditHistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The versions, oldest first, each with its time; Close closes. */
export const Versions: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' });
    const list = within(dialog).getByRole('list', { name: 'Earlier versions, oldest first' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent(
      'Mon 23 Nov, 09:30Could we move the visit to Thursday?',
    );
    await expect(within(dialog).getByText(/<b>not bold<\/b>/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const VersionsDark: Story = { ...Versions, globals: { colorMode: 'dark' } };

export const VersionsPhone: Story = { ...Versions, globals: { ...PHONE } };

/** While the versions load: a skeleton, and a status for screen readers. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  parameters: { visual: { disable: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' });
    await expect(within(dialog).getByText('Loading the earlier versions…')).toBeInTheDocument();
  },
};

/** They could not be loaded: the reason and Retry. */
export const Failed: Story = {
  args: {
    state: { status: 'error', message: 'The history could not be loaded.', onRetry: fn() },
  },
  parameters: { visual: { disable: true } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' });
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('The history could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const state = args.state as { onRetry: () => void };
    await waitFor(() => expect(state.onRetry).toHaveBeenCalledTimes(1));
  },
};

/** Nothing earlier (the versions went with a deletion, say). */
export const Empty: Story = {
  args: { state: { status: 'ready', versions: [] } },
  parameters: { visual: { disable: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' });
    await expect(within(dialog).getByText('No earlier versions.')).toBeVisible();
  },
};
