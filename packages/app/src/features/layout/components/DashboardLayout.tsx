import { Button, Heading, IconButton, Stack } from '@chakra-ui/react';
import { LogOut, MessagesSquare } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Link, NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';

import { AppShell, EmptyState, SideNav, SideNavItem, Tooltip, UserAvatar } from '@portal/ui';

import { DataProvider } from '@/app/DataProvider';
import { useMe } from '@/features/account/api/hooks';
import { endSession } from '@/lib/session/session';
import { NotificationListener } from '@/features/notifications/components/NotificationListener';
import { NotificationMenu } from '@/features/notifications/components/NotificationMenu';
import { SocketProvider, useSocketEvent } from '@/lib/realtime/SocketProvider';
import { paths } from '@/lib/routing/paths';
import { useSessionExpired } from '@/lib/session/SessionExpiredContext';
import { useStores } from '@/stores/StoreProvider';

import { navEntriesFor } from './nav-items';

/**
 * The signed-in frame around every protected screen, with the data layer's settings and the
 * session's one socket.
 */
export const DashboardLayout = observer(function DashboardLayout() {
  const { session } = useStores();
  return (
    <DataProvider>
      <SocketProvider userId={session.userId} providerId={session.loginUser?.providerId ?? null}>
        <SessionEndedListener />
        <NotificationListener />
        <SignedInFrame />
      </SocketProvider>
    </DataProvider>
  );
});

/** The server ended this session (account blocked, rejected, deleted, password reset). */
function SessionEndedListener() {
  const onSessionExpired = useSessionExpired();
  useSocketEvent('session_ended', ({ message }) => onSessionExpired(message));
  return null;
}

const SignedInFrame = observer(function SignedInFrame() {
  const root = useStores();
  const { session, layout } = root;
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  useMe((details) => session.setLoginUser(details));

  const user = session.loginUser?.user;
  if (!user) return null;

  const signOut = () => {
    endSession(root);
    // Drop every cached answer so that the next user never sees this one's data.
    void mutate(() => true, undefined, { revalidate: false });
    void navigate(paths.login, { replace: true });
  };

  return (
    <AppShell
      brand="Practice portal"
      isSidebarOpen={layout.isSidebarOpen}
      isChatSidebarOpen={layout.isChatSidebarOpen}
      onToggleSidebar={() => layout.toggleSidebar()}
      sidebar={
        <SideNav isCollapsed={!layout.isSidebarOpen}>
          {navEntriesFor(user.role).map((entry) => (
            <SideNavItem
              key={entry.to}
              icon={entry.icon}
              label={entry.label}
              link={<NavLink to={entry.to} />}
            />
          ))}
        </SideNav>
      }
      chatSidebar={
        <Stack p="4" gap="3">
          <Heading as="h2" size="sm">
            Chats
          </Heading>
          <EmptyState
            size="sm"
            title="No conversations yet"
            description="Direct and group chats will be listed here."
          />
        </Stack>
      }
      topBarEnd={
        <>
          <Tooltip content={layout.isChatSidebarOpen ? 'Hide chats' : 'Show chats'}>
            <IconButton
              aria-label={layout.isChatSidebarOpen ? 'Hide chats' : 'Show chats'}
              aria-pressed={layout.isChatSidebarOpen}
              variant="ghost"
              size="sm"
              onClick={() => layout.toggleChatSidebar()}
            >
              <MessagesSquare />
            </IconButton>
          </Tooltip>
          <NotificationMenu />
          <Tooltip content="My profile">
            <Link to={paths.userProfile} aria-label={`My profile (${user.fullName})`}>
              <UserAvatar name={user.fullName} src={user.profileImage} aria-hidden="true" />
            </Link>
          </Tooltip>
          <Button variant="outline" size="sm" onClick={signOut}>
            <LogOut />
            Sign out
          </Button>
        </>
      }
    >
      <Outlet />
    </AppShell>
  );
});
