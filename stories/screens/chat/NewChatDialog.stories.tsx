import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import type { TChatContactsResponse } from '@portal/contracts';

import { NewChatDialog } from '@/features/chat/components/NewChatDialog';
import { annId, benId, detailOf, directChannel, groupChannel } from '@/testing/chat-fixtures';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { expectErrorWithRetry, expectShown, expectSkeleton } from '@/testing/expect-shown';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const contacts: TChatContactsResponse = {
  data: [
    {
      id: annId,
      fullName: 'Ann Lee',
      email: 'ann@example.com',
      role: 'client',
      profileImage: null,
    },
    {
      id: benId,
      fullName: 'Ben Kay',
      email: 'ben@example.com',
      role: 'client',
      profileImage: null,
    },
    {
      id: '00000000-0000-4000-8000-000000000001',
      fullName: 'Sam Admin',
      email: 'superadmin@example.com',
      role: 'superadmin',
      profileImage: null,
    },
  ],
};

const createChannel = spyOnEndpoint('createChannel');

const meta = {
  title: 'Screens/Chat/NewChatDialog',
  component: NewChatDialog,
  args: { mode: 'direct', isOpen: true, onClose: fn(), onCreated: fn() },
  parameters: {
    layout: 'fullscreen',
    visual: { target: 'page' },
    app: { route: '/chat', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('listChatContacts', contacts),
      mockEndpoint('listChannels', { data: [], unreadTotal: 0 }),
      createChannel.answers(async ({ request }) => {
        const body = (await request.json()) as { type: string };
        return {
          message: 'Created',
          data: detailOf(body.type === 'direct' ? directChannel : groupChannel),
        };
      }),
    );
  },
} satisfies Meta<typeof NewChatDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a person (search narrows the list): a direct chat with them opens. */
export const Direct: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New chat' }));
    await expect(await dialog.findAllByRole('button', { name: /^Chat with/ })).toHaveLength(3);
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search people' }), 'ann');
    await waitFor(() =>
      expect(dialog.getAllByRole('button', { name: /^Chat with/ })).toHaveLength(1),
    );
    await userEvent.click(dialog.getByRole('button', { name: /^Chat with Ann Lee\b/ }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(directChannel.id));
    await expect(createChannel.body()).toEqual({ type: 'direct', memberId: annId });
  },
};

/** A group: a name and the members chosen. */
export const Group: Story = {
  args: { mode: 'group' },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New group chat' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Create group' }));
    await expect(await dialog.findByText('Give the group a name.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Group name/ }), 'Care team');
    await userEvent.click(dialog.getByRole('checkbox', { name: /Ann Lee/ }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Ben Kay/ }));
    await expect(dialog.getByText('Members (2 chosen)')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(groupChannel.id));
    // Confidential by default: clients see each other by first name and initial.
    await expect(createChannel.body()).toEqual({
      type: 'group',
      name: 'Care team',
      memberIds: [annId, benId],
      clientPrivacy: 'private',
    });
  },
};

/** The group privacy choice: how clients see each other, staff always seeing everyone in full. */
export const GroupClientPrivacy: Story = {
  args: { mode: 'group' },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New group chat' }));
    const choice = within(await dialog.findByRole('group', { name: 'How clients see each other' }));
    await expect(choice.getByRole('radio', { name: 'First name and initial' })).toBeChecked();
    await expect(
      choice.getByRole('radio', { name: 'First name and initial' }),
    ).toHaveAccessibleDescription(
      'Clients see each other as “Maya L.”, with no picture or e-mail.',
    );
    await userEvent.click(choice.getByRole('radio', { name: 'Full name and picture' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Group name/ }), 'Family group');
    await userEvent.click(dialog.getByRole('checkbox', { name: /Ann Lee/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(args.onCreated).toHaveBeenCalledWith(groupChannel.id));
    await expect(createChannel.body()).toEqual({
      type: 'group',
      name: 'Family group',
      memberIds: [annId],
      clientPrivacy: 'full',
    });
  },
};

/** A client's group holds no other client: no choice to make about clients. */
export const GroupByClient: Story = {
  args: { mode: 'group' },
  parameters: { app: { route: '/chat', signedInAs: 'client' } satisfies StoryAppParameters },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('listChatContacts', {
        data: contacts.data.filter((person) => person.role !== 'client'),
      }),
    );
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New group chat' }));
    await expect(await dialog.findByRole('checkbox', { name: /Sam Admin/ })).toBeVisible();
    await expect(dialog.queryByRole('group', { name: 'How clients see each other' })).toBeNull();
  },
};

/** The server refuses (a block): its reason shows, the dialog stays. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(
      createChannel.refuses(403, 'You cannot chat with this person: one of you blocked the other.'),
    );
  },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'New chat' }));
    await userEvent.click(await dialog.findByRole('button', { name: /^Chat with Ben Kay\b/ }));
    await expect(
      await dialog.findByText('You cannot chat with this person: one of you blocked the other.'),
    ).toBeVisible();
    await expect(args.onCreated).not.toHaveBeenCalled();
  },
};

export const NobodyToChatWith: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint('listChatContacts', { data: [] }));
  },
  play: async () => {
    await expectShown('There is nobody you can start a chat with yet.');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswers('listChatContacts'));
  },
  play: async () => {
    await expectSkeleton('Loading people...');
  },
};

const listContacts = spyOnEndpoint('listChatContacts');

/** A failure says so with Retry; a Retry that fails again asks again and keeps saying so. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(listContacts.refuses(500, 'The database is not answering.'));
  },
  play: async () => {
    await expectErrorWithRetry(
      'The database is not answering.',
      () => listContacts.requests.length,
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await waitFor(() => expect(retry).toBeEnabled());
    await expect(screen.getByText('The database is not answering.')).toBeVisible();
  },
};

/** Retry asks again, and the people to chat with show. */
export const ErrorWithRetry: Story = {
  beforeEach({ msw }) {
    msw.use(listContacts.refusesFirst(1, 500, 'The database is not answering.', contacts));
  },
  play: async () => {
    await expectErrorWithRetry(
      'The database is not answering.',
      () => listContacts.requests.length,
      { thenShows: 'Ben Kay' },
    );
    await expect(screen.getByRole('button', { name: /^Chat with Ann Lee\b/ })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { mode: 'group' },
  globals: { colorMode: 'dark' },
  play: async () => {
    await expect(await screen.findByRole('checkbox', { name: /Ann Lee/ })).toBeInTheDocument();
  },
};
