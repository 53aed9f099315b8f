import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import {
  ChatSearchFilters,
  type ChatSearchFilterValues,
  type ChatSearchFiltersProps,
  type ChatSearchOrder,
} from '@portal/ui';

import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';

/*
 * The chat search's filters (issue 37): a Filters button that opens the menu (loaded on first
 * open: ChatSearchFilterPanel; the row itself when it first shows: ChatSearchFiltersRow), the order of the results when words are searched for, and the
 * filters chosen as chips that remove themselves.
 */

const people = [
  { id: 'me', name: 'Dr. Maya Lindqvist' },
  { id: 'ann', name: 'Ann Lee' },
  { id: 'noah', name: 'Noah B.' },
];
const conversations = [
  { id: 'direct', name: 'Ann Lee' },
  { id: 'group', name: 'Care team' },
];
const none: ChatSearchFilterValues = {
  from: null,
  in: null,
  hasFile: false,
  after: null,
  before: null,
};
const onChange = fn();
const onRemove = fn();
const onOrderChange = fn();

const base: ChatSearchFiltersProps = {
  chips: [],
  onRemove,
  isMenuOpen: false,
  menuId: 'filters-menu',
  onMenuToggle: fn(),
  order: 'relevance',
  onOrderChange,
  menu: { people, conversations, values: none, onChange },
};

/** The filters working together, as the chat's search box uses them. */
function Working(props: Partial<ChatSearchFiltersProps>) {
  const [values, setValues] = useState<ChatSearchFilterValues>(none);
  const [isOpen, setIsOpen] = useState(false);
  const [order, setOrder] = useState<ChatSearchOrder>('relevance');
  const chips = [
    ...(values.from
      ? [{ key: 'from', label: `From: ${people.find((p) => p.id === values.from)?.name}` }]
      : []),
    ...(values.in
      ? [{ key: 'in', label: `In: ${conversations.find((c) => c.id === values.in)?.name}` }]
      : []),
    ...(values.hasFile ? [{ key: 'has', label: 'Has a file' }] : []),
  ];
  return (
    <ChatSearchFilters
      {...base}
      {...props}
      chips={chips}
      isMenuOpen={isOpen}
      onMenuToggle={() => setIsOpen((open) => !open)}
      order={order}
      onOrderChange={(next) => {
        setOrder(next);
        onOrderChange(next);
      }}
      onRemove={(key) => {
        onRemove(key);
        setValues((now) => ({
          ...now,
          ...(key === 'from' ? { from: null } : {}),
          ...(key === 'in' ? { in: null } : {}),
          ...(key === 'has' ? { hasFile: false } : {}),
        }));
      }}
      menu={{ people, conversations, values, onChange: setValues }}
    />
  );
}

const meta = {
  title: 'UI/Chat/ChatSearchFilters',
  component: ChatSearchFilters,
  args: base,
  // The width of the chat's list column.
  decorators: [
    (Story, context) =>
      context.name.startsWith('Catalog') ? (
        <Story />
      ) : (
        <Box maxW="xs" p="3">
          <Story />
        </Box>
      ),
  ],
} satisfies Meta<typeof ChatSearchFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Chosen from the menu with the keyboard: each choice becomes a chip, a chip's button removes it;
 * the order is a pair of pressed buttons.
 */
export const ChooseAndRemove: Story = {
  render: () => <Working />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The row's code loads when it first shows.
    const toggle = await canvas.findByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = await canvas.findByRole('group', { name: 'Search filters' });
    await expect(toggle).toHaveAttribute('aria-controls', menu.id);
    await userEvent.selectOptions(within(menu).getByLabelText('From'), 'Ann Lee');
    await userEvent.selectOptions(within(menu).getByLabelText('In'), 'Care team');
    await userEvent.click(within(menu).getByRole('button', { name: 'Has a file' }));
    await expect(within(menu).getByRole('button', { name: 'Has a file' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const chosen = canvas.getByRole('list', { name: 'Filters chosen' });
    await expect(
      within(chosen)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['From: Ann Lee', 'In: Care team', 'Has a file']);
    onRemove.mockClear();
    within(chosen).getByRole('button', { name: 'Remove the filter In: Care team' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(onRemove).toHaveBeenCalledWith('in');
    await expect(within(menu).getByLabelText('In')).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Newest' }));
    await expect(canvas.getByRole('button', { name: 'Newest' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Relevance' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** Without words there is one order (the newest first): no switch. */
export const WithoutWords: Story = {
  args: { order: null, chips: [{ key: 'has', label: 'Has a file' }] },
  play: async () => {
    await screen.findByRole('button', { name: 'Filters' });
    await expect(screen.queryByRole('group', { name: /Order/ })).toBeNull();
  },
};

/** Every state side by side: closed, chips, the menu open with choices, people still loading. */
export const Catalog: Story = {
  parameters: { visual: { disable: false } },
  render: (args) => (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" maxW="3xl" p="3">
      {(
        [
          ['Closed', <ChatSearchFilters key="closed" {...args} />],
          [
            'Chosen, long names',
            <ChatSearchFilters
              key="chips"
              {...args}
              order="newest"
              chips={[
                { key: 'from', label: 'From: Ann Lee' },
                {
                  key: 'in',
                  label: 'In: Intake questions and follow-up for the spring programme',
                },
                { key: 'has', label: 'Has a file' },
                { key: 'after', label: 'On or after 2026-03-01' },
              ]}
            />,
          ],
          [
            'Menu open',
            <ChatSearchFilters
              key="open"
              {...args}
              menuId="filters-open"
              isMenuOpen
              chips={[{ key: 'from', label: 'From: Ann Lee' }]}
              menu={{
                people,
                conversations,
                values: { ...none, from: 'ann', hasFile: true, after: '2026-03-01' },
                onChange,
              }}
            />,
          ],
          [
            'People loading, no words',
            <ChatSearchFilters
              key="loading"
              {...args}
              menuId="filters-loading"
              isMenuOpen
              order={null}
              menu={{ people: null, conversations, values: none, onChange }}
            />,
          ],
        ] as const
      ).map(([title, node]) => (
        <Stack key={title} gap="2" borderWidth="1px" borderRadius="l2" p="3" maxW="20rem">
          <Text textStyle="sm" fontWeight="semibold">
            {title}
          </Text>
          {node}
        </Stack>
      ))}
    </SimpleGrid>
  ),
  play: async () => {
    await screen.findAllByRole('group', { name: 'Search filters' });
    await expectNoSidewaysScroll();
  },
};

export const CatalogDark: Story = { ...Catalog, globals: { colorMode: 'dark' } };

export const CatalogPhone: Story = { ...Catalog, globals: { ...PHONE } };
