import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { UserAvatar, UserCell } from '@portal/ui';
import { samplePictureDataUrl } from '@portal/ui/testing';

const meta = {
  title: 'UI/Data/UserCell',
  component: UserCell,
  subcomponents: { UserAvatar },
  args: { fullName: 'Ada Lovelace', email: 'ada@example.com', imageSrc: samplePictureDataUrl },
} satisfies Meta<typeof UserCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a profile picture. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ada Lovelace')).toBeVisible();
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeVisible());
    await expect(canvas.getByTestId('avatar-placeholder')).not.toBeVisible();
  },
};

/** No picture at all: the placeholder icon. */
export const MissingImage: Story = {
  args: { imageSrc: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('avatar-placeholder')).toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Records from the server may hold the text 'null': the placeholder icon too. */
export const NullTextImage: Story = {
  args: { imageSrc: 'null' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('avatar-placeholder')).toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** A picture that fails to load falls back to the placeholder. */
export const BrokenImage: Story = {
  args: { imageSrc: '/no-such-picture.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('avatar-placeholder')).toBeVisible(),
    );
  },
};

export const WithoutEmail: Story = {
  args: { email: null },
};

export const Avatars: Story = {
  render: () => (
    <Stack direction="row" gap="4">
      <UserAvatar name="Ada Lovelace" src={samplePictureDataUrl} size="lg" />
      <UserAvatar name="Grace Hopper" src="null" size="lg" />
      <UserAvatar name="Alan Turing" size="md" />
      <UserAvatar name="Barbara Liskov" src={samplePictureDataUrl} size="sm" />
    </Stack>
  ),
};
