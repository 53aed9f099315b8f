import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { ProfileHeader, StatusBadge } from '@portal/ui';
import { samplePictureDataUrl } from '@portal/ui/testing';

const meta = {
  title: 'UI/Data/ProfileHeader',
  component: ProfileHeader,
  args: {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    subtitle: 'Provider',
    badge: <StatusBadge tone="success">Approved</StatusBadge>,
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without a picture: the person's initials on a colour derived from the name. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ada Lovelace' })).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expect(canvas.getByText('Provider')).toBeVisible();
    await expect(canvas.getByText('Approved')).toBeVisible();
    await expect(canvas.getByText('AL')).toBeInTheDocument();
  },
};

export const WithPicture: Story = {
  args: { imageSrc: samplePictureDataUrl },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeVisible());
  },
};

/** Under a page heading that already names the person, the name is not a heading again. */
export const NameAsText: Story = {
  args: { nameAs: 'p' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
  },
};

/** Long names and e-mails wrap inside the header instead of pushing it wider. */
export const LongText: Story = {
  args: {
    fullName: 'Maria Dolores Fernanda de la Concepción Rodríguez-Hernández',
    email: 'maria.dolores.fernanda.de.la.concepcion@a-very-long-practice-domain.example.com',
  },
  render: (args) => (
    <Stack maxW="sm" borderWidth="1px" p="4">
      <ProfileHeader {...args} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild;
    if (!box) throw new Error('the story renders a box');
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const Dark: Story = {
  globals: { colorMode: 'dark' },
  args: { badge: <StatusBadge tone="danger">Blocked</StatusBadge> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Blocked')).toBeVisible();
  },
};
