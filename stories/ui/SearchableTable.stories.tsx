import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { SearchableTable, UserCell, type SimpleTableColumn } from '@portal/ui';
import { samplePeople, type SamplePerson } from '@portal/ui/testing';

const columns: SimpleTableColumn<SamplePerson>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (person) => (
      <UserCell fullName={person.fullName} email={person.email} imageSrc={person.profileImage} />
    ),
  },
  {
    key: 'role',
    header: 'Role',
    cell: (person) => <Text textTransform="capitalize">{person.role}</Text>,
  },
  { key: 'status', header: 'status', cell: (person) => person.status },
];

/** Module-level, as screens keep it: built once per list, then one query per keystroke. */
const createPeopleSearch = (people: readonly SamplePerson[]) => (query: string) => {
  const needle = query.trim().toLowerCase();
  return people.filter((person) =>
    `${person.fullName}\n${person.email}\n${person.status}`.toLowerCase().includes(needle),
  );
};

const meta = {
  title: 'UI/Data/SearchableTable',
  component: SearchableTable<SamplePerson>,
  args: {
    items: samplePeople(12),
    columns,
    getRowKey: (person: SamplePerson) => person.id,
    caption: 'People',
    createSearch: createPeopleSearch,
    searchPlaceholder: 'Search by name, email or status...',
    loadingText: 'Loading People...',
    emptyText: 'People appear here once they sign up.',
  },
} satisfies Meta<typeof SearchableTable<SamplePerson>>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyRows = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1);

/** 12 records: a search box, 10 rows and the pager. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toHaveAttribute(
      'placeholder',
      'Search by name, email or status...',
    );
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Showing Pages 1 Of 2')).toBeVisible();
  },
};

/** Typing narrows the rows and goes back to the first page; clearing shows them all. */
export const SearchNarrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Showing Pages 2 Of 2')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'rejected');
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(3));
    await expect(canvas.getByText('Showing Pages 1 Of 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(10));
  },
};

/** No match: the empty state says so, and there is no pager. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'zebra');
    await expect(await canvas.findByText('Nothing matches “zebra”.')).toBeVisible();
    await expect(canvas.getByText('No Records Found')).toBeVisible();
    await expect(canvas.queryByText(/Showing Pages/)).not.toBeInTheDocument();
  },
};

/** An empty list: the screen's own words, and no search box. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('People appear here once they sign up.')).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { items: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading People...');
  },
};

/** The rejected list's page size: 7. */
export const SevenPerPage: Story = {
  args: { pageSize: 7 },
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(7);
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
};
