import { Button, Link, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { FormAlert } from '@portal/ui';

const meta = {
  title: 'UI/Forms/FormAlert',
  component: FormAlert,
  args: { title: 'The e-mail or password is wrong.' },
  decorators: [
    (Story) => (
      <Stack maxW="md">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The server refused: an error, announced at once as an alert. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The e-mail or password is wrong.',
    );
  },
};

/** A way on under the headline, e.g. a link to ask for a new reset link. */
export const WithLink: Story = {
  args: {
    title: 'This reset link is invalid or has expired. Please ask for a new one.',
    children: (
      <Link href="#forgot-password" variant="underline">
        Ask for a new link
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  },
};

/** A good outcome is a status, read out politely rather than as an alert. */
export const Success: Story = {
  args: {
    status: 'success',
    title:
      'If an account exists for this e-mail, a link to reset the password has been sent to it.',
    children: 'The link works once and for a limited time.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('The link works once');
  },
};

/** Something the reader should know before going on. */
export const Warning: Story = {
  args: {
    status: 'warning',
    title: 'An account already exists for this license number.',
    children: 'Sign in with it, or reset its password if you have forgotten it.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'An account already exists for this license number.',
    );
  },
};

/** A long message wraps inside the alert. */
export const LongMessage: Story = {
  args: {
    title:
      'Your account has been blocked by the administrator. Please contact the administrator, who can tell you why and unblock it when the matter is settled.',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

/** Shown when a submit fails and gone when the next one succeeds, as a form uses it. */
export const AfterSubmit: Story = {
  render: function Render(args) {
    const [tries, setTries] = useState(0);
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTries((count) => count + 1);
        }}
      >
        <Stack gap="4">
          {tries === 1 && <FormAlert {...args} />}
          <Button type="submit">Sign in</Button>
        </Stack>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The e-mail or password is wrong.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Every status side by side. */
export const Catalog: Story = {
  render: () => (
    <Stack gap="3">
      <FormAlert title="Error: the server refused." />
      <FormAlert status="warning" title="Warning: read this before going on." />
      <FormAlert status="info" title="Info: something worth knowing." />
      <FormAlert status="success" title="Success: it worked.">
        With a description under the headline.
      </FormAlert>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

/** The same statuses in the dark colour mode. */
export const CatalogDark: Story = {
  ...Catalog,
  globals: { colorMode: 'dark' },
};
