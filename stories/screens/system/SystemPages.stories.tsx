import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { NotAllowedPage } from '@/features/system/pages/NotAllowedPage';
import { NotFoundPage } from '@/features/system/pages/NotFoundPage';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

/** The app's own pages: not found and not allowed. */
const meta = {
  title: 'Screens/System/NotFoundPage',
  component: NotFoundPage,
  parameters: {
    layout: 'fullscreen',
    app: { route: '/no/such/page' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  },
};

export const NotFoundLeadsHome: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Go to the start page' }));
    await expect(await canvas.findByText('/')).toBeVisible();
  },
};

/** A signed-in user without the role: a clear message and the way home. */
export const NotAllowed: Story = {
  parameters: { app: { route: '/pending-users', signedInAs: 'client' } },
  render: () => <NotAllowedPage homePath="/documents" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'You are not allowed to open this page' }),
    ).toBeVisible();
  },
};

export const NotAllowedLeadsHome: Story = {
  parameters: { app: { route: '/pending-users', signedInAs: 'client' }, visual: { disable: true } },
  render: () => <NotAllowedPage homePath="/documents" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Go to your home page' }));
    await expect(await canvas.findByText('/documents')).toBeVisible();
  },
};
