import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import {
  DeleteButton,
  EmptyState,
  SimpleTable,
  StatusBadge,
  UserCell,
  ViewButton,
  type SimpleTableColumn,
  type SimpleTableProps,
} from '@portal/ui';
import { samplePeople, type SamplePerson } from '@portal/ui/testing';

const onView = fn();

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
  {
    key: 'status',
    header: 'status',
    cell: (person) => (
      <StatusBadge tone={person.status === 'Rejected' ? 'danger' : 'neutral'}>
        {person.status}
      </StatusBadge>
    ),
  },
  { key: 'date', header: 'date', cell: (person) => person.createdAt.slice(0, 10) },
  {
    key: 'action',
    header: 'action',
    align: 'end',
    cell: (person) => (
      <>
        <ViewButton onClick={() => onView(person.id)} />
        <DeleteButton />
      </>
    ),
  },
];

// A generic component needs a concrete row type for Storybook's args.
const PeopleTable = (props: SimpleTableProps<SamplePerson>) => <SimpleTable {...props} />;

const meta = {
  title: 'UI/Data/SimpleTable',
  component: PeopleTable,
  args: {
    caption: 'Users',
    columns,
    rows: samplePeople(5),
    getRowKey: (person: SamplePerson) => person.id,
  },
  argTypes: { columns: { control: false }, rows: { control: false } },
} satisfies Meta<typeof PeopleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Users' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Role', 'status', 'date', 'action']);
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 5);
    const [firstView] = canvas.getAllByRole('button', { name: 'View' });
    if (!firstView) throw new Error('each row has a view button');
    await userEvent.click(firstView);
    await expect(onView).toHaveBeenCalledWith('user-1');
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** A screen's own loading text, read out while the skeleton rows stand in for the list. */
export const CustomLoading: Story = {
  args: { isLoading: true, loadingText: 'Loading Rejected Users...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading Rejected Users...',
    );
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Records Found')).toBeVisible();
  },
};

export const CustomEmpty: Story = {
  args: { rows: [], empty: <EmptyState title="No rejected users" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No rejected users')).toBeVisible();
  },
};

/** Long names and e-mails are cut with an ellipsis rather than breaking the row. */
export const LongText: Story = {
  args: {
    rows: samplePeople(1).map((person) => ({
      ...person,
      fullName: 'Maria Dolores Fernanda de la Concepción Rodríguez-Hernández',
      email: 'maria.dolores.fernanda.de.la.concepcion@a-very-long-practice-domain.example.com',
    })),
  },
};

/** On a phone each row is a card: its title, labelled values, then its actions in reach. */
export const Cards: Story = {
  args: { layout: 'cards', rows: samplePeople(3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Users' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const [first] = cards;
    if (!first) throw new Error('each row is a card');
    // The column headings label the values; the first column heads the card without a label.
    await expect(within(first).getByText('Role')).toBeVisible();
    await expect(within(first).queryByText('Name')).toBeNull();
    onView.mockClear();
    await userEvent.click(within(first).getByRole('button', { name: 'View' }));
    await expect(onView).toHaveBeenCalledWith('user-1');
  },
};

/** The cards' loading state: card-shaped skeletons, and the loading text for screen readers. */
export const CardsLoading: Story = {
  args: { layout: 'cards', isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const CardsEmpty: Story = {
  args: { layout: 'cards', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Records Found')).toBeVisible();
  },
};

export const CardsDark: Story = {
  ...Cards,
  globals: { colorMode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(document.documentElement).toHaveClass('dark');
  },
};
