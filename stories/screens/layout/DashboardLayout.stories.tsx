import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { DashboardLayout } from '@/features/layout/components/DashboardLayout';
import { presence } from '@/testing/chat-fixtures';
import { loginUserFixture } from '@/testing/fixtures';
import { mockEndpoint } from '@/testing/msw';
import { expectNoSidewaysScroll, PHONE } from '@/testing/expect-shown';
import { type StoryAppParameters, withStoryApp } from '@/testing/StoryApp';

const meta = {
  title: 'Screens/Layout/DashboardLayout',
  component: DashboardLayout,
  parameters: {
    layout: 'fullscreen',
    app: { route: '/dashboard', signedInAs: 'provider' } satisfies StoryAppParameters,
  },
  decorators: [withStoryApp],
  beforeEach({ msw }) {
    msw.use(
      mockEndpoint('getMe', loginUserFixture('provider')),
      mockEndpoint('listChannels', { data: [], unreadTotal: 0 }),
      presence([]),
    );
  },
} satisfies Meta<typeof DashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A provider's frame at 1024 px: their links (Members is what /verified-users shows them), the
 * sidebar collapsed, the chat panel a drawer that starts closed (it docks from 1280 px).
 */
export const Provider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Main' });
    await expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Clients',
      'All Documents',
      'Providers',
      'Members',
      'Chat',
      'Notifications',
      'Settings',
      'Help and Support',
    ]);
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('complementary', { name: 'Chats' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show chats' })).toBeVisible();
  },
};

/** The superadmin reviews accounts: the review lists come first. */
export const Superadmin: Story = {
  parameters: { app: { route: '/pending-users', signedInAs: 'superadmin' } },
  beforeEach({ msw }) {
    msw.use(mockEndpoint('getMe', loginUserFixture('superadmin')));
  },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(menu).getAllByRole('link')[0]).toHaveTextContent('Pending Users');
    await expect(within(menu).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  },
};

/** A client sees their documents (the portal, and All Documents to share a file) and no review or client lists. */
export const Client: Story = {
  parameters: { app: { route: '/documents', signedInAs: 'client' } },
  beforeEach({ msw }) {
    msw.use(mockEndpoint('getMe', loginUserFixture('client')));
  },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Main' });
    await expect(within(menu).getAllByRole('link')[0]).toHaveTextContent('My Documents');
    // Where a client shares a file with their provider.
    await expect(within(menu).getByRole('link', { name: 'All Documents' })).toHaveAttribute(
      'href',
      '/all-documents',
    );
    await expect(within(menu).queryByRole('link', { name: 'Clients' })).not.toBeInTheDocument();
  },
};

/** The toggles: the sidebar expands; the chat drawer opens over the page and closes again. */
export const Toggles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand menu' }));
    await expect(canvas.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show chats' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Chats' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close chats' }));
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog', { name: 'Chats' })).toBeNull(),
    );
  },
};

/** get-me refreshes the details: a new name from the server shows in the frame. */
export const RefreshesTheUser: Story = {
  beforeEach({ msw }) {
    msw.use(mockEndpoint('getMe', loginUserFixture('provider', { fullName: 'Dr Ada King' })));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('link', { name: 'My profile (Dr Ada King)' }),
      ).toBeVisible(),
    );
  },
};

/** Sign out returns to the login page. */
export const SignOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(await canvas.findByText('/')).toBeVisible();
    await expect(localStorage.getItem('token')).toBeNull();
  },
};

const DESKTOP = { viewport: { value: 'desktop', isRotated: false } } as const;

/** At 1400 px the chat panel is docked beside the page, as it was left (shown at first). */
export const ChatPanelDocked: Story = {
  globals: { ...DESKTOP },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('complementary', { name: 'Chats' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide chats' })).toBeVisible();
  },
};

/**
 * '/chat' lists the conversations itself: the layout's panel and its toggle give their room to
 * the conversation, one list on the page.
 */
export const OnTheChatPage: Story = {
  globals: { ...DESKTOP },
  // Mounted on every top-level path: the frame stays when a link of the menu is followed.
  parameters: { app: { route: '/chat', path: '/:page', signedInAs: 'provider' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Chats' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /chats$/ })).toBeNull();
  },
};

/** Giving way on '/chat' changes nothing that is kept: on another page the panel is back. */
export const BackFromTheChatPage: Story = {
  ...OnTheChatPage,
  parameters: { ...OnTheChatPage.parameters, visual: { disable: true } },
  play: async (context) => {
    await OnTheChatPage.play?.(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
    await expect(await canvas.findByRole('complementary', { name: 'Chats' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide chats' })).toBeVisible();
  },
};

/** On a 390 px phone the menu and the chats are drawers, closed at first, over the page. */
export const Phone: Story = {
  globals: { ...PHONE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /menu/i }));
    const menu = await within(document.body).findByRole('dialog', { name: /menu/i });
    await expect(within(menu).getByRole('link', { name: 'Clients' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
