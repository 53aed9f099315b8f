import { Box, Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyRound, Monitor } from 'lucide-react';
import { expect, within } from 'storybook/test';

import { ListItemRow, StatusBadge } from '@portal/ui';

import { PHONE } from '@/testing/expect-shown';

/** One entry of a list of the person's own things in Settings: sessions, passkeys. */
const meta = {
  title: 'UI/Data/ListItemRow',
  component: ListItemRow,
  decorators: [
    (Story) => (
      <Box as="ul" maxW="2xl" ps="0">
        <Story />
        <ListItemRow icon={<KeyRound />} title="YubiKey 5C">
          <Text textStyle="sm" color="fg.muted">
            Added 12 Nov 2026 · Not used yet
          </Text>
        </ListItemRow>
      </Box>
    ),
  ],
  args: {
    icon: <Monitor />,
    title: 'Chrome on Linux',
    badge: <StatusBadge tone="success">This device</StatusBadge>,
    children: (
      <Text textStyle="sm" color="fg.muted">
        Signed in today from 203.0.113.7
      </Text>
    ),
    actions: (
      <Button size="sm" variant="outline">
        Sign out
      </Button>
    ),
  },
} satisfies Meta<typeof ListItemRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };

/** On a 390 px phone the row and its action fit. */
export const Phone: Story = { globals: { ...PHONE } };
