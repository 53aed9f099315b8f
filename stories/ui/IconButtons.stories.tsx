import { HStack } from '@chakra-ui/react';
import { Check, RotateCcw } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { AvatarButton, DeleteButton, TooltipIconButton, ViewButton } from '@portal/ui';
import { samplePictureDataUrl } from '@portal/ui/testing';

const meta = {
  title: 'UI/Actions/IconButtons',
  component: ViewButton,
  subcomponents: { DeleteButton, AvatarButton, TooltipIconButton },
  args: { onClick: fn() },
  parameters: { visual: { target: 'page' } },
} satisfies Meta<typeof ViewButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hovering shows the tooltip; the tooltip and the accessible name are the same word. */
async function expectTooltip(button: HTMLElement, text: string) {
  await userEvent.hover(button);
  await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(text));
  await userEvent.unhover(button);
  await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'View' });
    await expectTooltip(button, 'View');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Delete: Story = {
  render: (args) => <DeleteButton {...args} />,
  play: async ({ canvasElement }) => {
    await expectTooltip(within(canvasElement).getByRole('button', { name: 'Delete' }), 'Delete');
  },
};

/** A member's avatar in a group: pressing it removes them. */
export const Avatar: Story = {
  render: (args) => <AvatarButton {...args} name="Ada Lovelace" src={samplePictureDataUrl} />,
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remove Ada Lovelace' });
    await expectTooltip(button, 'Remove');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalled();
  },
};

/** Any other row action: an icon with a tooltip that is also its accessible name. */
export const OtherActions: Story = {
  render: (args) => (
    <HStack>
      <TooltipIconButton {...args} label="Approve" icon={<Check />} tone="success" />
      <TooltipIconButton label="Restore" icon={<RotateCcw />} />
    </HStack>
  ),
  play: async ({ canvasElement, args }) => {
    const approve = within(canvasElement).getByRole('button', { name: 'Approve' });
    await expectTooltip(approve, 'Approve');
    await userEvent.click(approve);
    await expect(args.onClick).toHaveBeenCalled();
  },
};

/** The tooltip also opens from the keyboard. */
export const TooltipOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'View' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('View'));
  },
};

/** Every icon button side by side, as a row's actions. */
export const Catalog: Story = {
  render: () => (
    <HStack>
      <ViewButton />
      <DeleteButton />
      <AvatarButton name="Grace Hopper" src="null" />
      <AvatarButton name="Alan Turing" src={samplePictureDataUrl} />
      <ViewButton disabled />
      <DeleteButton disabled />
    </HStack>
  ),
};
