import { Button, SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText, ShieldCheck, Users } from 'lucide-react';
import { expect, within } from 'storybook/test';

import { StatCard } from '@portal/ui';

const meta = {
  title: 'UI/Data/StatCard',
  component: StatCard,
  args: {
    label: 'Clients',
    value: 12,
    icon: <Users />,
    hint: '3 of them have made their account',
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Clients' });
    await expect(within(card).getByText('12')).toBeVisible();
    await expect(within(card).getByRole('heading', { name: 'Clients' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { action: <Button size="sm">Add Client</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add Client' })).toBeVisible();
  },
};

/** A dashboard's row of cards. */
export const Catalog: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <StatCard label="Clients" value={12} icon={<Users />} hint="3 have an account" />
      <StatCard label="Documents" value="—" icon={<FileText />} hint="Sharing arrives soon" />
      <StatCard label="Account" value="Approved" icon={<ShieldCheck />} />
    </SimpleGrid>
  ),
};

export const Dark: Story = {
  ...Catalog,
  globals: { colorMode: 'dark' },
};
