import { Button, IconButton, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, LayoutDashboard, Settings, Users } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import {
  AppShell,
  notify,
  PageWrapper,
  SideNav,
  SideNavItem,
  type AppShellProps,
} from '@portal/ui';

import { expectShown, PHONE } from '@/testing/expect-shown';

import { openTooltips, pressTab, watchOpenTooltips } from './keyboard-story-helpers';

const links = [
  { label: 'Dashboard', icon: <LayoutDashboard />, href: '#dashboard', isCurrent: true },
  { label: 'Clients', icon: <Users />, href: '#clients' },
  { label: 'Notifications', icon: <Bell />, href: '#notifications' },
  { label: 'Settings', icon: <Settings />, href: '#settings' },
];

/** Stands in for the app's router link: SideNavItem fills in its icon and label. */
function DemoLink({ children, ...props }: ComponentProps<'a'>) {
  return <a {...props}>{children}</a>;
}

/** The shell with its sidebar wired to state, as the app's layout does with its store. */
function ShellDemo(props: Partial<AppShellProps>) {
  const [isSidebarOpen, setSidebarOpen] = useState(props.isSidebarOpen ?? false);
  const [isChatOpen, setChatOpen] = useState(props.isChatSidebarOpen ?? true);
  return (
    <AppShell
      brand="Harbour Clinic"
      isSidebarOpen={isSidebarOpen}
      isChatSidebarOpen={isChatOpen}
      onToggleSidebar={() => setSidebarOpen((open) => !open)}
      sidebar={
        <SideNav isCollapsed={!isSidebarOpen}>
          {links.map((link) => (
            <SideNavItem
              key={link.label}
              icon={link.icon}
              label={link.label}
              link={
                <DemoLink href={link.href} aria-current={link.isCurrent ? 'page' : undefined} />
              }
            />
          ))}
        </SideNav>
      }
      onToggleChatSidebar={() => setChatOpen((open) => !open)}
      chatSidebar={<Text p="4">No conversations yet.</Text>}
      topBarEnd={props.topBarEnd}
      accountActions={
        <Button size="sm" variant="outline">
          Sign out
        </Button>
      }
    >
      <PageWrapper title="Dashboard">
        {props.children ?? <Text>The page goes here.</Text>}
      </PageWrapper>
    </AppShell>
  );
}

// The drawers (ShellDrawer) load when they first open: ChatDrawer and the phone stories open them.
const meta = {
  title: 'UI/Layout/AppShell',
  component: AppShell,
  subcomponents: { SideNav, SideNavItem },
  parameters: { layout: 'fullscreen' },
  render: (args) => <ShellDemo {...args} />,
  args: {
    brand: 'Harbour Clinic',
    isSidebarOpen: false,
    isChatSidebarOpen: true,
    onToggleSidebar: () => undefined,
    sidebar: null,
    children: null,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The initial layout at 1024 px: the navigation docked and collapsed to icons; the chat panel
 * docks only from 1280 px, so here it is a drawer, closed at first.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Collapsed, the labels still name the links for screen readers.
    await expect(canvas.getByRole('link', { name: 'Clients' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    await expect(canvas.queryByRole('complementary', { name: 'Chats' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Show chats' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** The menu button expands and collapses the sidebar. */
export const ToggleSidebar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand menu' }));
    await expect(canvas.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText('Notifications')).toBeVisible();
  },
};

export const SidebarOpen: Story = {
  args: { isSidebarOpen: true },
};

/** Below 1280 px the chat panel slides over the page as a dialog; its close button gives it back. */
export const ChatDrawer: Story = {
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show chats' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Chats' });
    await expect(within(drawer).getByText('No conversations yet.')).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close chats' }));
    // Closed once its exit animation has run.
    await waitFor(() =>
      expect(within(document.body).queryByRole('dialog', { name: 'Chats' })).toBeNull(),
    );
  },
};

/**
 * The skip link is the page's first stop: shown when focused, and Enter moves focus to the main
 * region, so that the next Tab starts in the page rather than in the top bar.
 */
export const SkipToContent: Story = {
  args: {
    children: (
      <Button size="sm" alignSelf="flex-start">
        New client
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skipLink = canvas.getByRole('link', { name: 'Skip to content' });
    await userEvent.tab();
    await expect(skipLink).toHaveFocus();
    // Out of sight until focused: now inside the viewport.
    await waitFor(() => expect(skipLink.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // The next Tab goes on from the page, past the top bar and the navigation.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'New client' })).toHaveFocus();
  },
};

/**
 * Collapsed to icons, each link's label shows as a tooltip beside it on keyboard focus and on
 * hover, one at a time; the current page's link is marked for assistive technology
 * (aria-current) and by sight (its tint and the bar at its start edge).
 */
export const CollapsedSidebar: Story = {
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Main' });
    await expect(canvas.getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    const items = within(menu).getAllByRole('link');
    await expect(items.map((item) => item.textContent)).toEqual(links.map((link) => link.label));
    for (const item of items) {
      const isCurrent = item.textContent === 'Dashboard';
      if (isCurrent) await expect(item).toHaveAttribute('aria-current', 'page');
      else await expect(item).not.toHaveAttribute('aria-current');
      // The bar at the start edge: drawn for the current page's link only.
      await expect(getComputedStyle(item, '::before').content).toBe(isCurrent ? '""' : 'none');
    }

    // Tab from the top of the page to the first link, then along the rail.
    const watch = watchOpenTooltips();
    let mostOpen = 0;
    try {
      for (let stop = 0; stop < 10 && document.activeElement !== items[0]; stop += 1) {
        await pressTab();
      }
      for (const item of items) {
        await expect(item).toHaveFocus();
        const label = item.textContent ?? '';
        await waitFor(() => {
          const [tooltip] = openTooltips();
          expect(tooltip).toHaveTextContent(label);
          // Beside the rail, not over the icon (once it has been positioned).
          expect(tooltip?.getBoundingClientRect().left).toBeGreaterThanOrEqual(
            item.getBoundingClientRect().right,
          );
        });
        await expect(openTooltips()).toHaveLength(1);
        await pressTab();
      }
      // Focus has left the rail: no tooltip is left behind.
      await waitFor(() => expect(openTooltips()).toHaveLength(0));
    } finally {
      mostOpen = watch.stop();
    }
    await expect(mostOpen).toBe(1);

    // Hovering an icon names it too.
    await userEvent.hover(within(menu).getByRole('link', { name: 'Notifications' }));
    await waitFor(() => expect(openTooltips()[0]).toHaveTextContent('Notifications'));
  },
};

export const Dark: Story = {
  args: { isSidebarOpen: true },
  globals: { colorMode: 'dark' },
};

/** The app's bell, in the top bar beside the chat button. */
const bell = (
  <IconButton aria-label="Notifications" variant="ghost" size="sm">
    <Bell />
  </IconButton>
);

/** Whether a person can still press `control`: nothing lies over its middle. */
function isUncovered(control: HTMLElement): boolean {
  const box = control.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && control.contains(hit);
}

/**
 * Five approvals in a row and a failure: one toast counts the approvals, and the toasts stand at
 * the top right below the top bar, so that the bell and Sign out stay in sight and pressable.
 */
async function expectToastsBelowTheTopBar(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const name of ['Ann Lee', 'Bo Chen', 'Cy Dunn', 'Di Eve', 'Ed Fox']) {
    notify.success('User approved.', { about: name });
  }
  await expectShown('Ann Lee and 4 others');
  notify.error('Failed to approve this user.');
  await expectShown('Failed to approve this user.');
  const region = screen.getByRole('region', { name: /notifications/i });
  const toasts = within(region).getAllByRole('status');
  await expect(toasts).toHaveLength(2);
  const bellButton = canvas.getByRole('button', { name: 'Notifications' });
  const topBar = bellButton.closest('header');
  await expect(topBar).not.toBeNull();
  const barBottom = topBar?.getBoundingClientRect().bottom ?? Infinity;
  for (const toast of toasts) {
    await expect(toast.getBoundingClientRect().top).toBeGreaterThanOrEqual(barBottom);
  }
  await expect(isUncovered(bellButton)).toBe(true);
}

/** Toasts at the top right, below the top bar's bell and Sign out (1200 px wide). */
export const ToastsBelowTheTopBar: Story = {
  args: { topBarEnd: bell },
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await expectToastsBelowTheTopBar(canvasElement);
    const signOut = within(canvasElement).getByRole('button', { name: 'Sign out' });
    await expect(isUncovered(signOut)).toBe(true);
  },
};

/** On a 390 px phone the toasts take the width below the top bar; the bell stays uncovered. */
export const ToastsBelowTheTopBarOnAPhone: Story = {
  args: { topBarEnd: bell },
  globals: { ...PHONE },
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await expectToastsBelowTheTopBar(canvasElement);
  },
};
