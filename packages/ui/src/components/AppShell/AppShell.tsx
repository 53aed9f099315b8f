import { IconButton, chakra, useSlotRecipe } from '@chakra-ui/react';
import { Menu, PanelLeftClose } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AppShellProps {
  /** The product or practice name in the top bar. */
  brand: ReactNode;
  /** The navigation in the left sidebar (a SideNav). */
  sidebar: ReactNode;
  /** The right-hand chat sidebar's content. */
  chatSidebar?: ReactNode;
  /** Items at the end of the top bar: toggles, the user's avatar, sign-out. */
  topBarEnd?: ReactNode;
  /** Whether the left sidebar is expanded (labels shown) or collapsed to icons. */
  isSidebarOpen: boolean;
  /** Whether the chat sidebar is shown. */
  isChatSidebarOpen: boolean;
  /** Called by the menu button in the top bar. */
  onToggleSidebar: () => void;
  /** The page. */
  children: ReactNode;
}

/** The signed-in layout: top bar, a collapsible sidebar, the page, and the chat sidebar. */
export function AppShell({
  brand,
  sidebar,
  chatSidebar,
  topBarEnd,
  isSidebarOpen,
  isChatSidebarOpen,
  onToggleSidebar,
  children,
}: AppShellProps) {
  const recipe = useSlotRecipe({ key: 'appShell' });
  const styles = recipe({});
  return (
    <chakra.div css={styles.root}>
      <chakra.header css={styles.topBar}>
        <IconButton
          aria-label={isSidebarOpen ? 'Collapse menu' : 'Expand menu'}
          aria-expanded={isSidebarOpen}
          aria-controls="app-shell-sidebar"
          variant="ghost"
          size="sm"
          onClick={onToggleSidebar}
        >
          {isSidebarOpen ? <PanelLeftClose /> : <Menu />}
        </IconButton>
        <chakra.span css={styles.brand}>{brand}</chakra.span>
        <chakra.div css={styles.topBarEnd}>{topBarEnd}</chakra.div>
      </chakra.header>
      <chakra.div css={styles.body}>
        <chakra.aside
          id="app-shell-sidebar"
          aria-label="Main menu"
          css={styles.sidebar}
          data-open={isSidebarOpen ? '' : undefined}
        >
          {sidebar}
        </chakra.aside>
        <chakra.main css={styles.main}>{children}</chakra.main>
        {isChatSidebarOpen && chatSidebar && (
          <chakra.aside aria-label="Chats" css={styles.chatSidebar}>
            {chatSidebar}
          </chakra.aside>
        )}
      </chakra.div>
    </chakra.div>
  );
}
