import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, LayoutDashboard, Settings, Users } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { AppShell, PageWrapper, SideNav, SideNavItem, type AppShellProps } from '@portal/ui';

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
      accountActions={
        <Button size="sm" variant="outline">
          Sign out
        </Button>
      }
    >
      <PageWrapper title="Dashboard">
        <Text>The page goes here.</Text>
      </PageWrapper>
    </AppShell>
  );
}

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

export const Dark: Story = {
  args: { isSidebarOpen: true },
  globals: { colorMode: 'dark' },
};
