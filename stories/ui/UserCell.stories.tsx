import { Button, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

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

/** One person of each of the eight initials colours, all without a picture. */
const everyColour = [
  'Ada Lovelace',
  'Grace Hopper',
  'Alan Turing',
  'Barbara Liskov',
  'Edsger Dijkstra',
  'Donald Knuth',
  'Tim Lee',
  'Dennis Ritchie',
];

function AvatarsShownLater() {
  const [isShown, setIsShown] = useState(false);
  const [first, ...others] = everyColour;
  return (
    <Stack gap="4" align="start">
      <Button onClick={() => setIsShown(true)}>Show people</Button>
      <Stack direction="row" gap="2" data-testid="people">
        <UserAvatar name={first ?? ''} />
        {isShown && others.map((name) => <UserAvatar key={name} name={name} />)}
      </Stack>
    </Stack>
  );
}

/**
 * Each person without a picture takes a colour of their own, and an avatar of a colour not yet
 * on the page adds no stylesheet rule: a new rule restyles the whole page, a frame that a list's
 * search would miss when it brings new people into view.
 */
export const ColoursShownLater: Story = {
  render: () => <AvatarsShownLater />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const countRules = () =>
      [...document.styleSheets].reduce((count, sheet) => count + sheet.cssRules.length, 0);
    const rulesBefore = countRules();
    await userEvent.click(canvas.getByRole('button', { name: 'Show people' }));
    const people = canvas.getByTestId('people');
    await expect(await within(people).findByText('DR')).toBeVisible();
    const colours = [...people.children].map((avatar) => getComputedStyle(avatar).backgroundColor);
    await expect(new Set(colours).size).toBe(everyColour.length);
    await expect(countRules()).toBe(rulesBefore);
  },
};
