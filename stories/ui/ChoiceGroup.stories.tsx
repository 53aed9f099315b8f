import { SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChoiceGroup, type ChoiceGroupProps } from '@portal/ui';

type Form = 'private' | 'full';

const options = [
  {
    value: 'private',
    label: 'First name and initial',
    description: 'Clients see each other as “Maya L.”, with no picture or e-mail.',
  },
  {
    value: 'full',
    label: 'Full name and picture',
    description: 'Clients see each other’s full name and picture.',
  },
] as const;

/** The group with its choice kept in state, as a form does. */
function Demo(props: Partial<ChoiceGroupProps<Form>>) {
  const [value, setValue] = useState<Form | null>(
    props.value === undefined ? 'private' : props.value,
  );
  return (
    <ChoiceGroup<Form>
      legend="How clients see each other"
      hint="You and other staff always see everyone in full."
      options={options}
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Forms/ChoiceGroup',
  component: Demo,
  args: { onValueChange: fn() },
  decorators: [
    (Story) => (
      <SimpleGrid maxW="md">
        <Story />
      </SimpleGrid>
    ),
  ],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each choice is a radio button named by its label and described by its line. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'How clients see each other' });
    await expect(group).toHaveAccessibleDescription(
      'You and other staff always see everyone in full.',
    );
    const privateForm = canvas.getByRole('radio', { name: 'First name and initial' });
    await expect(privateForm).toBeChecked();
    await expect(privateForm).toHaveAccessibleDescription(
      'Clients see each other as “Maya L.”, with no picture or e-mail.',
    );
  },
};

/** A click anywhere on a card chooses it; the arrow keys move the choice. */
export const ChoosesByClickAndKeys: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Clients see each other’s full name and picture.'));
    await expect(canvas.getByRole('radio', { name: 'Full name and picture' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('full');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'First name and initial' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'First name and initial' })).toHaveFocus();
  },
};

/** Nothing chosen yet: no card is marked. */
export const NothingChosen: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
  },
};

/** While the form is busy, neither choice can be changed. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
