import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ChatPage } from '@/features/chat/pages/ChatPage';
import { annId, benId, directChannelId, groupChannelId, me, myId } from '@/testing/chat-fixtures';
import { expectNoSidewaysScroll, expectShown, PHONE } from '@/testing/expect-shown';
import { spyOnEndpoint } from '@/testing/msw';
import { withStoryApp } from '@/testing/StoryApp';

import {
  answerLikeTheServer,
  chatPageParameters,
  searchFor,
  searchMessages,
} from './chat-page-story-helpers';

/*
 * The ChatPage stories: the search's filters (issue 37): typed in the box (`from:ann`) or chosen
 * from the Filters menu, shown as chips, combined with words; the order; what the server refuses,
 * said under the box.
 */

const listSearchPeople = spyOnEndpoint('listSearchPeople');

const guestId = '30000000-0000-4000-8000-000000000001';

/** The people the provider may search for: itself, Ann, Ben and a guest of the group. */
const answerPeople: StoryObj<Meta<typeof ChatPage>>['beforeEach'] = ({ msw }) => {
  msw.use(
    listSearchPeople.answers({
      data: [
        { id: myId, name: me.user.fullName, kind: 'user', isPrivateForm: false },
        { id: annId, name: 'Ann Lee', kind: 'user', isPrivateForm: false },
        { id: benId, name: 'Ben Kay', kind: 'user', isPrivateForm: false },
        { id: guestId, name: 'Aunt Rose', kind: 'guest', isPrivateForm: false },
      ],
    }),
  );
};

const meta = {
  title: 'Screens/Chat/ChatPage/SearchFilters',
  component: ChatPage,
  parameters: { ...chatPageParameters, app: { route: '/chat', signedInAs: 'provider' } },
  decorators: [withStoryApp],
  beforeEach: answerLikeTheServer,
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = () => screen.findByRole('searchbox', { name: 'Search conversations and messages' });
const chosen = () => screen.findByRole('list', { name: 'Filters chosen' });
/** The query of the last search asked, as a plain object. */
const lastQuery = () => Object.fromEntries(searchMessages.requests.at(-1)?.query.entries() ?? []);

/**
 * `from:ann` typed then a space becomes the chip "From: Ann Lee"; the Filters menu adds a
 * conversation; Newest orders the words' results by date: the request carries each.
 */
export const TypedAndChosenFilters: Story = {
  beforeEach: answerPeople,
  play: async () => {
    await searchFor('afternoon from:ann ');
    const chips = await chosen();
    await expect(within(chips).getByRole('button', { name: /From: Ann Lee/ })).toBeVisible();
    await expect(await box()).toHaveValue('afternoon ');
    await waitFor(() => expect(lastQuery()).toEqual({ q: 'afternoon', from: annId }));

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const menu = await screen.findByRole('group', { name: 'Search filters' });
    // The From menu offers the people the server lists, a guest marked so.
    await expect(
      within(within(menu).getByLabelText('From'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Anyone', me.user.fullName, 'Ann Lee', 'Ben Kay', 'Aunt Rose (guest)']);
    await userEvent.selectOptions(within(menu).getByLabelText('In'), 'Care team');
    await userEvent.click(screen.getByRole('button', { name: 'Newest' }));
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        q: 'afternoon',
        from: annId,
        in: groupChannelId,
        sort: 'newest',
      }),
    );
    await expect(await screen.findByRole('list', { name: 'Messages found' })).toBeVisible();
    // A chip's button removes its filter, and the search is asked again without it.
    await userEvent.click(
      within(await chosen()).getByRole('button', { name: 'Remove the filter In: Care team' }),
    );
    await waitFor(() =>
      expect(lastQuery()).toEqual({ q: 'afternoon', from: annId, sort: 'newest' }),
    );
    await expect(listSearchPeople.requests).toHaveLength(1);
  },
};

/** Filters alone, no words: the files of one conversation, newest first (no order switch). */
export const FiltersWithoutWords: Story = {
  beforeEach: answerPeople,
  play: async () => {
    await searchFor(`in:"Ann Lee" has:file after:2026-11-01`);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ in: directChannelId, has: 'file', after: '2026-11-01' }),
    );
    await expect(await box()).toHaveValue('');
    await expect(within(await chosen()).getAllByRole('button')).toHaveLength(3);
    await expect(screen.queryByRole('group', { name: /Order/ })).toBeNull();
    await expectShown('No message matches these filters. Remove one to find more.');
  },
};

/** A name no one has, and a day the server refuses: each said under the box, plainly. */
export const FilterProblems: Story = {
  beforeEach: [
    answerPeople,
    ({ msw }) => {
      msw.use(
        searchMessages.refuses(400, 'before must be a date as YYYY-MM-DD', [
          { path: 'before', message: 'before must be a date as YYYY-MM-DD' },
        ]),
      );
    },
  ],
  play: async () => {
    await searchFor('from:zoe ');
    await expectShown(
      'No one called “zoe” is in your conversations. Choose someone under Filters.',
    );
    await userEvent.clear(await box());
    await searchFor('before:2026-13-01 ');
    const problem = await screen.findByText(
      '“before:” takes a day as YYYY-MM-DD, like 2026-03-01.',
    );
    await expect(problem).toHaveAttribute('role', 'alert');
    await expect(await box()).toHaveAccessibleDescription(problem.textContent ?? '');
    await expect(lastQuery()).toEqual({ before: '2026-13-01' });
  },
};

/** On a phone, dark: the menu open with choices fits the width. */
export const FiltersOnAPhoneDark: Story = {
  beforeEach: answerPeople,
  globals: { ...PHONE, colorMode: 'dark' },
  play: async () => {
    await searchFor('afternoon');
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }));
    const menu = await screen.findByRole('group', { name: 'Search filters' });
    await userEvent.selectOptions(within(menu).getByLabelText('From'), 'Ann Lee');
    await userEvent.click(within(menu).getByRole('button', { name: 'Has a file' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ from: annId, has: 'file' }));
    await expectNoSidewaysScroll();
  },
};
