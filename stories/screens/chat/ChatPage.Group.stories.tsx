import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ChatPage } from '@/features/chat/pages/ChatPage';
import {
  annId,
  benId,
  chatMessage,
  detailOf,
  groupChannel,
  groupChannelId,
  me,
  member,
  myId,
  page,
} from '@/testing/chat-fixtures';
import { loginUserFixture } from '@/testing/fixtures';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { expectErrorWithRetry, expectShown, expectSkeleton } from '@/testing/expect-shown';
import { withStoryApp } from '@/testing/StoryApp';

import {
  answerLikeTheServer,
  careTeam,
  channelList,
  chatPageParameters,
  getChannel,
  listMessages,
  openDetails,
  openGroup,
} from './chat-page-story-helpers';

/*
 * The ChatPage stories: a group's details: its members, and its owner's actions. The shared
 * answers and steps are in chat-page-story-helpers.ts.
 */
const meta = {
  title: 'Screens/Chat/ChatPage/Group',
  component: ChatPage,
  parameters: chatPageParameters,
  decorators: [withStoryApp],
  beforeEach: answerLikeTheServer,
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const updateChannel = spyOnEndpoint('updateChannel');
const addMembers = spyOnEndpoint('addChannelMembers');
const removeMember = spyOnEndpoint('removeChannelMember');
const deleteChannel = spyOnEndpoint('deleteChannel');

/**
 * The owner's details of a group: its members with the owner marked, mute (sent at once), and
 * the owner's actions: rename, add people, remove a member, leave, delete.
 */
export const GroupDetails: Story = {
  parameters: { app: openGroup },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('getChannel', { data: careTeam }),
      listMessages.answers(page([])),
      updateChannel.answers({ message: 'Saved.', data: { ...careTeam, isMuted: true } }),
    );
  },
  play: async () => {
    const dialog = within(await openDetails());
    const members = dialog.getByRole('region', { name: 'Members (3)' });
    await expect(within(members).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(members).getByText('Owner')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove Ann Lee' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: /Remove Dr/ })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Delete group' })).toBeVisible();

    await userEvent.click(dialog.getByRole('checkbox', { name: /Mute this conversation/ }));
    await waitFor(() => expect(updateChannel.requests).toHaveLength(1));
    await expect(updateChannel.requests[0]?.params).toEqual({ id: groupChannelId });
    await expect(updateChannel.body()).toEqual({ isMuted: true });
  },
};

/**
 * The owner adds people: only those not yet in the group are offered; their ids are sent, and
 * whether they see the earlier messages (off at first); the details stay open while the group is
 * fetched again.
 */
export const OwnerAddsPeople: Story = {
  parameters: { app: openGroup },
  beforeEach({ msw }) {
    msw.use(
      getChannel.answers({ data: careTeam }),
      listMessages.answers(page([])),
      mockEndpoint('listChatContacts', {
        data: [
          {
            id: annId,
            fullName: 'Ann Lee',
            email: 'ann@example.com',
            role: 'client',
            profileImage: null,
          },
          {
            id: '20000000-0000-4000-8000-000000000003',
            fullName: 'Cleo Diaz',
            email: 'cleo@example.com',
            role: 'client',
            profileImage: null,
          },
        ],
      }),
      addMembers.answers({ message: 'Added.', data: [] }),
    );
  },
  play: async () => {
    const dialog = within(await openDetails());
    await userEvent.click(dialog.getByRole('button', { name: 'Add people' }));
    const adding = within(await dialog.findByRole('region', { name: 'Add people' }));
    await expect(adding.queryByText('Ann Lee')).toBeNull();
    await userEvent.click(adding.getByRole('checkbox', { name: /Cleo Diaz/ }));
    // A newcomer sees the conversation from when it is added, unless the owner shares it.
    const earlier = adding.getByRole('checkbox', { name: /^Show them earlier messages/ });
    await expect(earlier).not.toBeChecked();
    await userEvent.click(earlier);
    await userEvent.click(adding.getByRole('button', { name: 'Add 1 person' }));
    await waitFor(() => expect(addMembers.requests).toHaveLength(1));
    await expect(addMembers.body()).toEqual({
      memberIds: ['20000000-0000-4000-8000-000000000003'],
      shareHistory: true,
    });
    // The group is fetched again, and the dialog is not closed by it.
    await waitFor(() => expect(getChannel.requests.length).toBeGreaterThan(1));
    await expect(screen.getByRole('dialog', { name: 'Care team' })).toBeVisible();
  },
};

/** The people the owner may add are on their way: rows shaped like people stand in for them. */
export const AddPeopleLoading: Story = {
  parameters: { app: openGroup },
  beforeEach({ msw }) {
    msw.use(
      getChannel.answers({ data: careTeam }),
      listMessages.answers(page([])),
      neverAnswers('listChatContacts'),
    );
  },
  play: async () => {
    const dialog = within(await openDetails());
    // The details above are all in before the panel opens, so that it scrolls to one place.
    await dialog.findByText('No pinned messages yet.');
    await userEvent.click(dialog.getByRole('button', { name: 'Add people' }));
    await expectSkeleton('Loading people...');
  },
};

const listContacts = spyOnEndpoint('listChatContacts');

/** The people to add could not be read: the panel says why; Retry asks again and they show. */
export const AddPeopleErrorWithRetry: Story = {
  parameters: { app: openGroup },
  beforeEach({ msw }) {
    msw.use(
      getChannel.answers({ data: careTeam }),
      listMessages.answers(page([])),
      listContacts.refusesFirst(1, 500, 'The database is not answering.', {
        data: [
          {
            id: '20000000-0000-4000-8000-000000000003',
            fullName: 'Cleo Diaz',
            email: 'cleo@example.com',
            role: 'client',
            profileImage: null,
          },
        ],
      }),
    );
  },
  play: async () => {
    const dialog = within(await openDetails());
    await userEvent.click(dialog.getByRole('button', { name: 'Add people' }));
    await expectErrorWithRetry(
      'The database is not answering.',
      () => listContacts.requests.length,
    );
    await expect(await dialog.findByRole('checkbox', { name: /Cleo Diaz/ })).toBeInTheDocument();
  },
};

/** Removing asks first, then sends the member's id; a refusal is shown in the dialog. */
export const RemoveRefused: Story = {
  // Its last frame is not stable (the confirmation closing while the refusal shows).
  parameters: { app: openGroup, visual: { disable: true } },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('getChannel', { data: careTeam }),
      listMessages.answers(page([])),
      removeMember.answers(() =>
        HttpResponse.json(
          { message: 'Only the group’s owner can remove members.' },
          { status: 403 },
        ),
      ),
    );
  },
  play: async () => {
    const dialog = within(await openDetails());
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Ben Kay' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove member' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removeMember.requests).toHaveLength(1));
    await expect(removeMember.requests[0]?.params).toEqual({ id: groupChannelId, memberId: benId });
    await expect(
      await dialog.findByText('Only the group’s owner can remove members.'),
    ).toBeVisible();
  },
};

/** Deleting the group asks first; once done, the page goes back to the list. */
export const DeleteGroup: Story = {
  parameters: { app: openGroup },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('getChannel', { data: careTeam }),
      listMessages.answers(page([])),
      deleteChannel.answers({ message: 'Deleted.' }),
    );
  },
  play: async () => {
    const dialog = within(await openDetails());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete group' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleteChannel.requests).toHaveLength(1));
    await expect(deleteChannel.requests[0]?.params).toEqual({ id: groupChannelId });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Care team' })).toBeNull());
    await expectShown('Choose a conversation, or start a new one.');
  },
};

/**
 * The group privacy choice in the details: a group whose owner never chose says what happens
 * meanwhile; the owner's choice is sent at once.
 */
export const OwnerChoosesClientPrivacy: Story = {
  parameters: { app: openGroup },
  beforeEach({ msw }) {
    msw.use(
      getChannel.answers({ data: { ...careTeam, clientPrivacy: null } }),
      listMessages.answers(page([])),
      updateChannel.answers({
        message: 'Clients now see each other by first name and last initial.',
        data: { ...careTeam, clientPrivacy: 'private' },
      }),
    );
  },
  play: async () => {
    const dialog = within(await openDetails());
    const choice = dialog.getByRole('group', { name: 'How clients see each other' });
    await expect(choice).toHaveAccessibleDescription(
      'You and other staff always see everyone in full. Not chosen yet: full names while the group has one client, first name and initial from the second.',
    );
    for (const radio of within(choice).getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(within(choice).getByRole('radio', { name: 'First name and initial' }));
    await waitFor(() => expect(updateChannel.requests).toHaveLength(1));
    await expect(updateChannel.body()).toEqual({ clientPrivacy: 'private' });
    await expect(
      within(choice).getByRole('radio', { name: 'First name and initial' }),
    ).toBeChecked();
  },
};

const clientMe = loginUserFixture('client');
const cleoId = '20000000-0000-4000-8000-000000000003';
/** Care team as a client in it sees it: another client in the group's private form. */
const cleoSays = chatMessage(2, 'Hello! Looking forward to it.', {
  channelId: groupChannelId,
  authorId: cleoId,
  authorName: 'Cleo D.',
});
const careTeamForAClient = detailOf({ ...groupChannel, clientPrivacy: 'private' }, [
  member(myId, me.user.fullName, { isOwner: true, role: 'provider' }),
  member(clientMe.userId, clientMe.user.fullName),
  member(cleoId, 'Cleo D.', { isPrivateForm: true }),
]);

/**
 * A client in a private group: the other client is "Cleo D." with an initials avatar, in the
 * members and on its messages, and the details say why; no owner's controls.
 */
export const ClientInPrivateGroup: Story = {
  parameters: { app: { ...openGroup, signedInAs: 'client' } },
  beforeEach({ msw }) {
    msw.use(
      // The client's only conversation: no other client is anywhere but in the group.
      mockEndpoint(
        'listChannels',
        channelList([{ ...careTeamForAClient, lastSeq: 2, lastReadSeq: 2, lastMessage: cleoSays }]),
      ),
      getChannel.answers({ data: careTeamForAClient }),
      listMessages.answers(
        page([
          chatMessage(1, 'Welcome, both of you.', { channelId: groupChannelId, authorId: myId }),
          cleoSays,
        ]),
      ),
    );
  },
  play: async () => {
    await expect(await screen.findByText('Hello! Looking forward to it.')).toBeVisible();
    await expect(screen.getAllByText('Cleo D.').length).toBeGreaterThan(0);
    const dialog = within(await openDetails());
    const members = dialog.getByRole('region', { name: 'Members (3)' });
    await expect(
      within(members).getByText('Client, shown by first name and initial'),
    ).toBeVisible();
    await expect(within(members).getByText('CD')).toBeVisible();
    await expect(
      dialog.getByText('Clients in this group see each other by first name and initial.'),
    ).toBeVisible();
    await expect(dialog.queryByRole('group', { name: 'How clients see each other' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Delete group' })).toBeNull();
  },
};
