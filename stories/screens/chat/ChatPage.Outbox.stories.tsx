import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ChatPage } from '@/features/chat/pages/ChatPage';
import { expectShown } from '@/testing/expect-shown';
import { withStoryApp } from '@/testing/StoryApp';

import {
  answerLikeTheServer,
  chatPageParameters,
  conversation,
  sendMessage,
  stored,
} from './chat-page-story-helpers';

/*
 * The ChatPage stories: one's sends without a network and after a refusal: they wait, go again
 * with the same clientId, and are stored once. The shared answers and steps are in
 * chat-page-story-helpers.ts.
 */
const meta = {
  title: 'Screens/Chat/ChatPage/Outbox',
  component: ChatPage,
  parameters: chatPageParameters,
  decorators: [withStoryApp],
  beforeEach: answerLikeTheServer,
} satisfies Meta<typeof ChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Whether the network of the offline stories is down (their send handler and play share it). */
const network = { isDown: true };

/** Offline stories: a send gets no answer at all until `network.isDown` is false. */
const offlineHandlers: Story['beforeEach'] = ({ msw }) => {
  network.isDown = true;
  msw.use(
    sendMessage.answers(({ request }) =>
      network.isDown
        ? HttpResponse.error()
        : request.json().then((body) => ({ data: stored(7, body) })),
    ),
  );
};

/** Writes a message with the network down: it stays "Sending…" and the conversation says why. */
async function sendWhileOffline() {
  await conversation();
  const box = await screen.findByRole('textbox', { name: 'Message Ann Lee' });
  await userEvent.type(box, 'Are you there?{Enter}');
  await expectShown('You are offline.');
  await expect(within(await conversation()).getByText('Sending…')).toBeVisible();
  await expect(sendMessage.requests).toHaveLength(1);
}

/** Offline: a send that gets no answer stays "Sending…", and the conversation says so. */
export const Offline: Story = {
  beforeEach: offlineHandlers,
  play: sendWhileOffline,
};

/** Back online: the waiting message goes again with the same clientId (stored once), once. */
export const BackOnlineSendsOnce: Story = {
  beforeEach: offlineHandlers,
  play: async () => {
    await sendWhileOffline();
    network.isDown = false;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(sendMessage.requests).toHaveLength(2));
    const [first, second] = sendMessage.requests.map(
      (request) => request.body as { text: string; clientId: string },
    );
    await expect(second).toEqual(first);
    await expect(second?.text).toBe('Are you there?');
    await waitFor(() => expect(screen.queryByText('You are offline.')).toBeNull());
    const log = within(await conversation());
    // The answer to the second send may still be on its way: "Sending…" goes once it arrives.
    await waitFor(() => expect(log.queryByText('Sending…')).toBeNull());
    await expect(log.getAllByText('Are you there?')).toHaveLength(1);
  },
};

/** A failed send offers Retry, which sends the same clientId again: never a second message. */
export const RetryKeepsTheClientId: Story = {
  beforeEach({ msw }) {
    let attempts = 0;
    msw.use(
      sendMessage.answers(async ({ request }) => {
        attempts += 1;
        if (attempts === 1) {
          return new Response(JSON.stringify({ message: 'The server is busy.' }), {
            status: 503,
            headers: { 'Content-Type': 'application/json' },
          });
        }
        return { data: stored(7, await request.json()) };
      }),
    );
  },
  play: async () => {
    await conversation();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Message Ann Lee' }),
      'Running late{Enter}',
    );
    const log = within(await conversation());
    await expect(await log.findByRole('alert')).toHaveTextContent('The server is busy.');
    await userEvent.click(log.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sendMessage.requests).toHaveLength(2));
    const [first, second] = sendMessage.requests.map(
      (request) => request.body as { clientId: string },
    );
    await expect(second?.clientId).toBe(first?.clientId);
    await waitFor(() => expect(log.queryByRole('alert')).toBeNull());
    await expect(log.getAllByText('Running late')).toHaveLength(1);
  },
};
