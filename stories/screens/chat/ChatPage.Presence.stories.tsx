import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';

import { ChatPage } from '@/features/chat/pages/ChatPage';
import { annId, benId, page, presence } from '@/testing/chat-fixtures';
import { mockEndpoint } from '@/testing/msw';
import { expectShown } from '@/testing/expect-shown';
import { withStoryApp } from '@/testing/StoryApp';

import {
  answerLikeTheServer,
  careTeam,
  chatPageParameters,
  conversation,
  listMessages,
  openGroup,
  readToTheEnd,
} from './chat-page-story-helpers';

/*
 * The ChatPage stories: who is online, in the header and in the list. The shared answers and steps
 * are in chat-page-story-helpers.ts.
 */
const meta = {
  title: 'Screens/Chat/ChatPage/Presence',
  component: ChatPage,
  parameters: chatPageParameters,
  decorators: [withStoryApp],
  beforeEach: answerLikeTheServer,
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ann is online: the header says so in words, beside a filled dot on her avatar. */
export const PeerOnline: Story = {
  beforeEach({ msw }) {
    msw.use(presence([annId]));
  },
  play: async () => {
    await conversation();
    await expectShown('Client · Online');
    const heading = screen.getByRole('heading', { level: 2, name: 'Ann Lee' });
    const header = heading.parentElement?.parentElement;
    await expect(header?.querySelector('[data-presence]')).toHaveAttribute(
      'data-presence',
      'online',
    );
    await expect(screen.queryByText(/Offline/)).toBeNull();
    // The list marks her online too.
    const list = screen.getByRole('list', { name: 'Conversations' });
    await expect(within(list).getByRole('link', { name: /Ann Lee/ })).toHaveAccessibleName(
      /online/,
    );
    await readToTheEnd();
  },
};

/** Ann is not online: 'Offline' in words and a hollow ring. */
export const PeerOffline: Story = {
  beforeEach({ msw }) {
    msw.use(presence([benId]));
  },
  play: async () => {
    await conversation();
    await expectShown('Client · Offline');
    await readToTheEnd();
  },
};

/** A group counts its other members who are online (not oneself). */
export const GroupOnline: Story = {
  parameters: { app: openGroup },
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('getChannel', { data: careTeam }),
      listMessages.answers(page([])),
      presence([annId, benId]),
    );
  },
  play: async () => {
    await screen.findByRole('heading', { level: 2, name: 'Care team' }, { timeout: 3000 });
    await expectShown('3 members · 2 online');
  },
};
