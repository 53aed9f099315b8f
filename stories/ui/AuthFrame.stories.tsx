import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { AuthFrame } from '@portal/ui';

const meta = {
  title: 'UI/Layout/AuthFrame',
  component: AuthFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Northside Family Practice',
    title: 'Sign in',
    description: 'Welcome back. Sign in with the e-mail address and password of your account.',
    children: (
      <Stack gap="4">
        <Field.Root>
          <Field.Label>E-mail address</Field.Label>
          <Input type="email" />
        </Field.Root>
        <Button>Sign in</Button>
      </Stack>
    ),
  },
} satisfies Meta<typeof AuthFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByText('Northside Family Practice')).toBeVisible();
    await expect(canvas.getByText(/Welcome back/)).toBeVisible();
  },
};

/** Links under the card lead to the other public screens. */
export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Link href="#signup" variant="underline">
          Create an account
        </Link>
        <Link href="#forgot" variant="underline">
          Forgot your password?
        </Link>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  },
};

/** The wider card of the longer forms (sign-ups). */
export const Wide: Story = {
  args: {
    size: 'md',
    title: 'Create a provider account',
    description: 'The administrator reviews every new account.',
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement)
      .getByRole('heading', { level: 1 })
      .closest('header')?.parentElement;
    await expect(card?.getBoundingClientRect().width).toBeGreaterThan(600);
  },
};

/** Only a heading and content: no description, no footer. */
export const Minimal: Story = {
  args: {
    title: 'Check your e-mail',
    description: undefined,
    children: <Text>If an account exists for this e-mail, a link has been sent to it.</Text>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Check your e-mail' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A very long heading wraps inside the card. */
export const LongTitle: Story = {
  args: {
    title:
      'Sign up with the license number your provider gave you when you were registered as a client',
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark');
  },
};
