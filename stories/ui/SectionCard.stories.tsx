import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { DetailList, SectionCard } from '@portal/ui';

const meta = {
  title: 'UI/Layout/SectionCard',
  component: SectionCard,
  args: {
    title: 'Profile',
    description: 'How others see you in the practice.',
    children: <Text>Any content: fields, a list, a form.</Text>,
  },
} satisfies Meta<typeof SectionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled card; its heading names the region for screen readers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Profile' });
    await expect(within(card).getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
    await expect(within(card).getByText('How others see you in the practice.')).toBeVisible();
  },
};

/** Actions sit on the right of the heading. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="sm" variant="outline">
          Edit
        </Button>
        <Button size="sm">Add client</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Profile' });
    await expect(within(card).getByRole('button', { name: 'Add client' })).toBeVisible();
  },
};

/** Without a title it is a plain panel and not a named region. */
export const Untitled: Story = {
  args: { title: undefined, description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** Inside a page that already has an h2, a card's title can be an h3. */
export const NestedHeading: Story = {
  args: {
    title: 'Clients (2)',
    titleAs: 'h3',
    children: (
      <DetailList
        items={[
          { label: 'Grace Hopper', value: 'LIC-1001' },
          { label: 'Alan Turing', value: 'LIC-1002' },
        ]}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 3, name: 'Clients (2)' }),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  ...WithActions,
  globals: { colorMode: 'dark' },
};
