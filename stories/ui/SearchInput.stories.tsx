import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { SearchInput, type SearchInputProps } from '@portal/ui';

function ControlledSearch(props: SearchInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchInput
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Forms/SearchInput',
  component: SearchInput,
  args: { value: '', onValueChange: fn() },
  render: (args) => <ControlledSearch {...args} />,
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search here...' });
    await expect(box).toHaveAttribute('placeholder', 'Search here...');
    // Nothing to clear yet: the button is hidden, so neither announced nor reachable by Tab.
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(box, 'ada');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

/** A screen's own placeholder, e.g. the rejected list's. */
export const CustomPlaceholder: Story = {
  args: { placeholder: 'Search by name, email, state, role, etc...' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByPlaceholderText('Search by name, email, state, role, etc...'),
    ).toBeVisible();
  },
};

export const WithText: Story = {
  args: { value: 'lovelace' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('lovelace');
  },
};
