import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { OrderedTemplateList, type OrderedTemplateItem } from '@portal/ui';

import { PHONE } from '@/testing/expect-shown';

const ITEMS: OrderedTemplateItem[] = [
  { id: 'a', title: 'Intake form', note: '6 fields' },
  { id: 'b', title: 'Consent to treatment', note: 'Practice template · 4 fields' },
  { id: 'c', title: 'Privacy notice', note: '1 field' },
];

function Controlled({ initial = ITEMS }: { initial?: readonly OrderedTemplateItem[] }) {
  const [items, setItems] = useState(initial);
  return <OrderedTemplateList items={items} onItemsChange={setItems} />;
}

/** The templates of a packet, in the order the client completes them. */
const meta = {
  title: 'UI/Documents/OrderedTemplateList',
  component: OrderedTemplateList,
  args: { items: ITEMS, onItemsChange: () => undefined },
  render: (args) => <Controlled initial={args.items} />,
} satisfies Meta<typeof OrderedTemplateList>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => (
    <Box maxW="lg">
      <Story />
    </Box>
  ),
];

const titles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByText(/\S/)[1]?.textContent);

/** Move down from the keyboard: the item goes one place down and keeps the focus; Remove takes it out. */
export const Default: Story = {
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Templates in order' });
    await expect(titles(list)).toEqual(['Intake form', 'Consent to treatment', 'Privacy notice']);
    const down = canvas.getByRole('button', { name: 'Move Intake form down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await expect(titles(list)).toEqual(['Consent to treatment', 'Intake form', 'Privacy notice']);
    await expect(canvas.getByRole('button', { name: 'Move Intake form down' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Privacy notice up' }));
    await expect(titles(list)).toEqual(['Consent to treatment', 'Privacy notice', 'Intake form']);
    await expect(
      canvas.getByRole('button', { name: 'Move Consent to treatment up' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Privacy notice' }));
    await expect(titles(list)).toEqual(['Consent to treatment', 'Intake form']);
  },
};

/** Empty, one, and a long title side by side. */
export const Catalog: Story = {
  render: () => (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      {(
        [
          ['Empty', []],
          ['Three templates', ITEMS],
          [
            'A long title',
            [
              {
                id: 'long',
                title:
                  'Consent to the processing of personal health information for the purposes of treatment and billing',
                note: 'Practice template · 12 fields',
              },
            ],
          ],
        ] as const
      ).map(([title, items]) => (
        <Stack key={title} gap="3">
          <Text fontWeight="semibold">{title}</Text>
          <Controlled initial={items} />
        </Stack>
      ))}
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No template yet.')).toBeVisible();
    await expect(canvas.getAllByRole('list', { name: 'Templates in order' })).toHaveLength(2);
  },
};

export const CatalogDark: Story = { ...Catalog, globals: { colorMode: 'dark' } };
export const CatalogPhone: Story = { ...Catalog, globals: { ...PHONE } };
