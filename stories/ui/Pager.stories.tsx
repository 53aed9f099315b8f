import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Pager, type PagerProps } from '@portal/ui';

/** The pager wired to its own state, as a screen would use it. */
function StatefulPager(props: PagerProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pager
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Data/Pager',
  component: Pager,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  render: (args) => <StatefulPager {...args} />,
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

const controls = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    canvas,
    first: canvas.getByRole('button', { name: 'First page' }),
    previous: canvas.getByRole('button', { name: 'Previous page' }),
    next: canvas.getByRole('button', { name: 'Next page' }),
    last: canvas.getByRole('button', { name: 'Last page' }),
  };
};

/** On the first page, first and previous are disabled. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, first, previous, next, last } = controls(canvasElement);
    await expect(canvas.getByText('Showing Pages 1 Of 5')).toBeVisible();
    await expect(first).toBeDisabled();
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(last).toBeEnabled();
  },
};

/** Next, last, previous and first move the page and report it. */
export const ChangesPages: Story = {
  play: async ({ canvasElement, args }) => {
    const { canvas, first, previous, next, last } = controls(canvasElement);
    await userEvent.click(next);
    await expect(canvas.getByText('Showing Pages 2 Of 5')).toBeVisible();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);

    await userEvent.click(last);
    await expect(canvas.getByText('Showing Pages 5 Of 5')).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(last).toBeDisabled();

    await userEvent.click(previous);
    await expect(canvas.getByText('Showing Pages 4 Of 5')).toBeVisible();

    await userEvent.click(first);
    await expect(canvas.getByText('Showing Pages 1 Of 5')).toBeVisible();
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** On the last page, next and last are disabled. */
export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    const { first, previous, next, last } = controls(canvasElement);
    await expect(next).toBeDisabled();
    await expect(last).toBeDisabled();
    await expect(first).toBeEnabled();
    await expect(previous).toBeEnabled();
  },
};

/** A single page: every control is disabled. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    const { canvas, first, previous, next, last } = controls(canvasElement);
    await expect(canvas.getByText('Showing Pages 1 Of 1')).toBeVisible();
    for (const button of [first, previous, next, last]) await expect(button).toBeDisabled();
  },
};

/** The controls work from the keyboard. */
export const KeyboardUse: Story = {
  args: { page: 2 },
  play: async ({ canvasElement, args }) => {
    const { canvas, first } = controls(canvasElement);
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Showing Pages 1 Of 5')).toBeVisible();
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
  },
};
