import { Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, LayoutDashboard, Settings, Users } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';

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
      brand="Practice portal"
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
      chatSidebar={<Text p="4">Chats</Text>}
      topBarEnd={
        <Button size="sm" variant="outline" onClick={() => setChatOpen((open) => !open)}>
          {isChatOpen ? 'Hide chats' : 'Show chats'}
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
    brand: 'Practice portal',
    isSidebarOpen: false,
    isChatSidebarOpen: true,
    onToggleSidebar: () => undefined,
    sidebar: null,
    children: null,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The initial layout: sidebar collapsed to icons, chat sidebar open. */
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
    await expect(canvas.getByRole('complementary', { name: 'Chats' })).toBeVisible();
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

/** Without the chat sidebar the page takes the room. */
export const ChatHidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide chats' }));
    await expect(canvas.queryByRole('complementary', { name: 'Chats' })).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  args: { isSidebarOpen: true },
  globals: { colorMode: 'dark' },
};
