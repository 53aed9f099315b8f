import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ChatPage } from '@/features/chat/pages/ChatPage';
import { directChannelId, page } from '@/testing/chat-fixtures';
import { expectNoSidewaysScroll, expectShown, PHONE } from '@/testing/expect-shown';
import { withStoryApp } from '@/testing/StoryApp';

import {
  answerLikeTheServer,
  chatPageParameters,
  conversation,
  listMessages,
  numbered,
  openDirect,
  searchFor,
  searchMessages,
} from './chat-page-story-helpers';

/*
 * The ChatPage stories: the search box: conversations by name, messages by their words, and a
 * found message opened. The shared answers and steps are in chat-page-story-helpers.ts.
 */
const meta = {
  title: 'Screens/Chat/ChatPage/Search',
  component: ChatPage,
  parameters: chatPageParameters,
  decorators: [withStoryApp],
  beforeEach: answerLikeTheServer,
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The search box filters the conversations by name and finds messages (asked once the typing
 * pauses); a message found opens its conversation at that message, marked.
 */
export const SearchesMessages: Story = {
  parameters: { app: { route: '/chat', signedInAs: 'provider' } },
  play: async () => {
    await searchFor('afternoon');
    const found = await screen.findByRole('list', { name: 'Messages found' });
    await expect(screen.getByText('No conversation matches “afternoon”.')).toBeVisible();
    // Asked for the whole word once the typing paused, not per keystroke (a loaded machine may
    // pause between two keys: never for every one of the 8 searchable lengths).
    await expect(searchMessages.requests.at(-1)?.query.get('q')).toBe('afternoon');
    await expect(searchMessages.requests.length).toBeLessThan(8);
    const hit = within(found).getByRole('link', { name: /Ann Lee/ });
    await expect(hit.querySelector('mark')).toHaveTextContent('afternoon');
    await userEvent.click(hit);

    const log = await conversation();
    await waitFor(() =>
      expect(log.querySelector('[aria-current="true"]')).toHaveTextContent(
        'Could we move Thursday’s visit to the afternoon?',
      ),
    );
    await expect(hit).toHaveAttribute('aria-current', 'page');
    // The search stays, for the next result.
    await expect(
      screen.getByRole('searchbox', { name: 'Search conversations and messages' }),
    ).toHaveValue('afternoon');
  },
};

/** On a phone: the results fill the list, no sideways scroll; dark, as a phone at night. */
export const SearchOnAPhoneDark: Story = {
  globals: { ...PHONE, colorMode: 'dark' },
  parameters: { app: { route: '/chat', signedInAs: 'provider' } },
  play: async () => {
    await searchFor('afternoon');
    const found = await screen.findByRole('list', { name: 'Messages found' });
    await expect(within(found).getByRole('link', { name: /Ann Lee/ })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};

/** Nothing found: said so, under the conversations that match by name. */
export const SearchFindsNothing: Story = {
  parameters: { app: { route: '/chat', signedInAs: 'provider' } },
  play: async () => {
    await searchFor('ann');
    await expectShown('No message matches “ann”.');
    await expect(
      within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link'),
    ).toHaveLength(1);
  },
};

/** A failed search says why, and Retry asks again. */
export const SearchErrorWithRetry: Story = {
  parameters: { app: { route: '/chat', signedInAs: 'provider' } },
  beforeEach({ msw }) {
    msw.use(searchMessages.refuses(500, 'The search is not available.'));
  },
  play: async () => {
    await searchFor('forms');
    await expectShown('The search is not available.');
    const asked = searchMessages.requests.length;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(searchMessages.requests.length).toBeGreaterThan(asked));
    await expectShown('The search is not available.');
  },
};

/**
 * A link to a message far back (a search result): older pages come, in the server's largest
 * steps, until it is held; it shows a third of the way down, marked.
 */
export const OpensAtAFoundMessage: Story = {
  parameters: {
    app: { ...openDirect, route: `/chat?channel=${directChannelId}&message=120` },
  },
  beforeEach({ msw }) {
    msw.use(
      listMessages.answers(({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.has('after')) return page([]); // the catch-up after the first page
        const before = Number(query.get('before') ?? 501);
        const from = Math.max(1, before - Number(query.get('limit') ?? 50));
        return page(numbered(from, before - from), from > 1);
      }),
    );
  },
  play: async () => {
    const log = await conversation();
    const found = await waitFor(
      () => {
        const row = log.querySelector('[aria-current="true"]');
        if (!row) throw new Error('The found message is not shown yet.');
        return row;
      },
      { timeout: 5000 },
    );
    await expect(found).toHaveTextContent('Message 120');
    // The latest page, then older ones (the catch-up after the first page asks `after`).
    const pages = listMessages.requests.filter((request) => !request.query.has('after'));
    await expect(pages.map((request) => request.query.get('before'))).toEqual([null, '451', '251']);
    await expect(pages[1]?.query.get('limit')).toBe('200');
    // In view, and not pulled to the end.
    await waitFor(() => {
      const view = log.getBoundingClientRect();
      const box = found.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(view.top);
      expect(box.bottom).toBeLessThanOrEqual(view.bottom);
    });
    await expect(within(log).queryByText('Message 500')).toBeNull();
    await expect(screen.getByRole('button', { name: 'Jump to latest' })).toBeVisible();
  },
};
