import { Button } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Link, NavLink, Outlet } from 'react-router-dom';

import {
  AppShell,
  ColorModeToggle,
  SideNav,
  SideNavItem,
  Tooltip,
  UserAvatar,
  useSystemColorMode,
} from '@portal/ui';

import { DataProvider } from '@/app/DataProvider';
import { useMe } from '@/features/account';
import { ChatListener, ChatSidebar } from '@/features/chat';
import { NotificationListener, NotificationMenu } from '@/features/notifications';
import { LazyIdleSignOut, useSignOut } from '@/features/sessions';
import { SocketProvider, useSocketEvent } from '@/lib/realtime/SocketProvider';
import { practiceName } from '@/lib/practice/practice-name';
import { paths } from '@/lib/routing/paths';
import { resolveColorMode } from '@/lib/theme/color-mode';
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
        {session.userId && <LazyIdleSignOut />}
        <NotificationListener />
        <ChatListener />
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
  const { session, layout, preferences } = useStores();
  const signOut = useSignOut();
  const systemColorMode = useSystemColorMode();
  useMe((details) => session.setLoginUser(details));

  const user = session.loginUser?.user;
  if (!user) return null;

  return (
    <AppShell
      brand={practiceName}
      isSidebarOpen={layout.isSidebarOpen}
      isChatSidebarOpen={layout.isChatSidebarOpen}
      onToggleSidebar={() => layout.toggleSidebar()}
      onToggleChatSidebar={() => layout.toggleChatSidebar()}
      sidebar={
        <SideNav>
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
      chatLabel="Chats"
      chatSidebar={<ChatSidebar />}
      topBarEnd={
        <>
          <NotificationMenu />
          <Tooltip content="My profile">
            {/* The link is named by its picture (an image, whose initials are not the link's text). */}
            <Link to={paths.userProfile}>
              <UserAvatar
                name={user.fullName}
                src={user.profileImage}
                aria-label={`My profile (${user.fullName})`}
              />
            </Link>
          </Tooltip>
        </>
      }
      accountActions={
        <>
          <ColorModeToggle
            colorMode={resolveColorMode(preferences.colorMode, systemColorMode)}
            onColorModeChange={(mode) => preferences.setColorMode(mode)}
          />
          <Button variant="outline" size="sm" onClick={() => signOut()}>
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
