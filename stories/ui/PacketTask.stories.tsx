import { Box, SimpleGrid, Text, Theme } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { PacketTask, type PacketTaskProps } from '@portal/ui';

import { PHONE } from '@/testing/expect-shown';

/** An intake packet the client completes as one task, one document after another. */
const meta = {
  title: 'UI/Documents/PacketTask',
  component: PacketTask,
  decorators: [
    (Story) => (
      <Box maxW="xl">
        <Story />
      </Box>
    ),
  ],
  args: {
    title: 'New client intake',
    description: 'From Dr Ada Lovelace',
    items: [
      { id: 'c1', title: 'Consent to treatment', state: 'done' },
      { id: 'c2', title: 'Medical history questionnaire', state: 'todo', detail: 'Due 2026-03-12' },
      { id: 'c3', title: 'Privacy notice', state: 'todo', detail: 'Due 2026-03-12' },
    ],
    onContinue: fn(),
  },
} satisfies Meta<typeof PacketTask>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One of three done: two to complete, Continue opens the next. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'New client intake' })).toBeVisible();
    await expect(canvas.getByText('2 documents to complete')).toBeVisible();
    await expect(canvas.getByText('1 of 3 done')).toBeVisible();
    const continueButton = canvas.getByRole('button', { name: 'Continue New client intake' });
    // The one action is reached with the keyboard and works from it.
    await userEvent.tab();
    await expect(continueButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** Each document's state in words, not only by its mark: done, to do, expired, declined. */
export const EveryState: Story = {
  args: {
    items: [
      { id: 'c1', title: 'Consent to treatment', state: 'done' },
      { id: 'c2', title: 'Medical history questionnaire', state: 'expired' },
      { id: 'c3', title: 'Photo consent', state: 'declined' },
      { id: 'c4', title: 'Payment plan', state: 'voided' },
      { id: 'c5', title: 'Privacy notice', state: 'todo' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Documents in New client intake' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Consent to treatmentDone',
      'Medical history questionnaireExpired',
      'Photo consentDeclined',
      'Payment planVoided',
      'Privacy noticeTo do',
    ]);
    await expect(canvas.getByText('1 document to complete')).toBeVisible();
    await expect(canvas.getByText('1 of 5 done')).toBeVisible();
  },
};

/** A title too long for one line wraps; nothing is cut off. */
export const LongTitle: Story = {
  args: {
    title: 'Intake packet for new clients of the practice, with the consent forms and the notices',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /^Continue Intake packet/ }),
    ).toBeVisible();
  },
};

const catalogArgs: PacketTaskProps = {
  title: 'New client intake',
  description: 'From Dr Ada Lovelace',
  items: [
    { id: 'c1', title: 'Consent to treatment', state: 'done' },
    { id: 'c2', title: 'Medical history questionnaire', state: 'todo', detail: 'Due 2026-03-12' },
    { id: 'c3', title: 'Privacy notice', state: 'expired' },
  ],
  onContinue: () => undefined,
};

/** Light, dark and a phone's width (390 px) side by side. */
export const Catalog: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <SimpleGrid columns={3} gap="4" alignItems="start" minW="1200px">
      <Box>
        <Text textStyle="sm" mb="2">
          Light
        </Text>
        <PacketTask {...catalogArgs} />
      </Box>
      <Theme appearance="dark" p="3" borderRadius="l2">
        <Text textStyle="sm" mb="2">
          Dark
        </Text>
        <PacketTask {...catalogArgs} />
      </Theme>
      <Box width="390px">
        <Text textStyle="sm" mb="2">
          390 px
        </Text>
        <PacketTask {...catalogArgs} />
      </Box>
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button', {
      name: 'Continue New client intake',
    });
    await expect(buttons).toHaveLength(3);
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };

export const Phone: Story = { globals: { ...PHONE } };
