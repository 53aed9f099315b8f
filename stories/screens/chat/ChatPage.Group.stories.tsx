import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ChatPage } from '@/features/chat/pages/ChatPage';
import { annId, benId, groupChannelId, page } from '@/testing/chat-fixtures';
import { mockEndpoint, neverAnswers, spyOnEndpoint } from '@/testing/msw';
import { expectErrorWithRetry, expectShown, expectSkeleton } from '@/testing/expect-shown';
import { withStoryApp } from '@/testing/StoryApp';

import {
  answerLikeTheServer,
  careTeam,
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
