import { Button } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, NavLink, Outlet, useMatch } from 'react-router-dom';

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
import { startNextPageAtTheTop } from '@/lib/routing/page-changes';
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
  // '/chat' lists the conversations itself: there the panel (docked or a drawer) gives its room
  // to the conversation, and its toggle goes with it. The kept choice (shown or hidden
  // elsewhere) is not touched.
  const isChatPage = useMatch(paths.chat) !== null;

  const user = session.loginUser?.user;
  const hasUser = Boolean(user);
  // The first page after signing in starts at the top: the first Tab goes to the skip link, the
  // header and the navigation, in the page's order (lib/routing/page-changes.ts).
  useEffect(() => {
    if (hasUser) startNextPageAtTheTop();
  }, [hasUser]);
  if (!user) return null;

  return (
    <AppShell
      brand={practiceName}
      isSidebarOpen={layout.isSidebarOpen}
      isChatSidebarOpen={layout.isChatSidebarOpen && !isChatPage}
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
      chatSidebar={isChatPage ? undefined : <ChatSidebar />}
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
