import { Button, HStack, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import {
  DeleteButton,
  Pager,
  SimpleTable,
  UserCell,
  usePagination,
  type SimpleTableColumn,
} from '@portal/ui';
import { samplePeople, type SamplePerson } from '@portal/ui/testing';

interface PaginatedListProps {
  /** How many people the list starts with. */
  count: number;
  /** Records per page (10 by default; the rejected list uses 7). */
  pageSize?: number;
}

/**
 * `usePagination` cuts a list into pages on the client. When deletions empty the current page
 * it steps back to the last page that still has rows.
 */
function PaginatedList({ count, pageSize }: PaginatedListProps) {
  const [people, setPeople] = useState(() => samplePeople(count));
  const { rows, page, pageCount, setPage } = usePagination(people, { pageSize });
  const remove = (id: string) => setPeople((all) => all.filter((person) => person.id !== id));

  const columns: SimpleTableColumn<SamplePerson>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (person) => <UserCell fullName={person.fullName} email={person.email} />,
    },
    {
      key: 'action',
      header: 'action',
      align: 'end',
      cell: (person) => (
        <DeleteButton label={`Delete ${person.fullName}`} onClick={() => remove(person.id)} />
      ),
    },
  ];

  return (
    <Stack gap="3">
      <HStack>
        <Button size="sm" variant="outline" onClick={() => setPeople((all) => all.slice(0, -1))}>
          Delete last record
        </Button>
      </HStack>
      <SimpleTable
        caption="People"
        columns={columns}
        rows={rows}
        getRowKey={(person) => person.id}
      />
      <Pager page={page} pageCount={pageCount} onPageChange={setPage} />
    </Stack>
  );
}

const meta = {
  title: 'UI/Data/Pagination',
  component: PaginatedList,
  args: { count: 23 },
} satisfies Meta<typeof PaginatedList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten records per page by default. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing Pages 1 Of 3')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 10);
  },
};

/** The rejected list's size: seven per page, so eight records fill two pages. */
export const SevenPerPage: Story = {
  args: { count: 8, pageSize: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing Pages 1 Of 2')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 7);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 1);
  },
};

/** Deleting the only row of the last page steps back a page. */
export const StepsBackWhenPageEmpties: Story = {
  args: { count: 8, pageSize: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(canvas.getByText('Showing Pages 2 Of 2')).toBeVisible();
    const [onlyRowDelete] = canvas.getAllByRole('button', { name: /^Delete / });
    if (!onlyRowDelete) throw new Error('the last page should have one row');
    await userEvent.click(onlyRowDelete);
    await expect(canvas.getByText('Showing Pages 1 Of 1')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 7);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};
