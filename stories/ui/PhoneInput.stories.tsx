import { Field } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { PhoneInput } from '@portal/ui';

const meta = {
  title: 'UI/Forms/PhoneInput',
  component: PhoneInput,
  args: { dialCode: '44' },
  render: (args) => (
    <Field.Root maxW="sm" invalid={args['aria-invalid'] === true}>
      <Field.Label>Contact number</Field.Label>
      <PhoneInput {...args} />
      <Field.ErrorText>Use digits, spaces, ( ) - and a leading +</Field.ErrorText>
    </Field.Root>
  ),
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The country's calling code sits in front of the number, which is typed as usual. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('+44')).toBeVisible();
    const input = canvas.getByLabelText('Contact number');
    await expect(input).toHaveAttribute('type', 'tel');
    await userEvent.type(input, '20 7946 0000');
    await expect(input).toHaveValue('20 7946 0000');
  },
};

/** A code given with its '+' shows it once. */
export const CodeWithPlus: Story = {
  args: { dialCode: '+1-268' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+1-268')).toBeVisible();
  },
};

/** No country chosen: no code, a plain telephone box. */
export const WithoutCountry: Story = {
  args: { dialCode: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/^\+/)).not.toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'call me' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Use digits, spaces, ( ) - and a leading +'),
    ).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
};
