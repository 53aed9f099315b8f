import { IconButton, chakra, useMediaQuery, useSlotRecipe } from '@chakra-ui/react';
import { Menu, MessagesSquare, PanelLeftClose } from 'lucide-react';
import { Suspense, lazy, useRef, useState, type MouseEvent, type ReactNode } from 'react';

import { appShellSlotRecipe } from '../../theme/recipes/app-shell';
import { Tooltip } from '../Tooltip';
import { useHasOpened } from '../../lib/use-has-opened';
import { AppShellContext } from './context';
import type { ShellDrawerProps } from './ShellDrawer';

const ShellDrawer = lazy(() => import('./ShellDrawer'));

/** From this width the navigation is docked beside the page (Chakra's md: 48em, 768 px). */
export const NAV_DOCKED_QUERY = '(min-width: 48em)';
/** From this width the chat panel is docked beside the page (Chakra's xl: 80em, 1280 px). */
export const CHAT_DOCKED_QUERY = '(min-width: 80em)';

export interface AppShellProps {
  /** The practice's name in the top bar. */
  brand: ReactNode;
  /** The navigation (a SideNav): docked on wide screens, a drawer over the page on narrow ones. */
  sidebar: ReactNode;
  /** The chat panel's content: docked on very wide screens, a drawer over the page otherwise. */
  chatSidebar?: ReactNode;
  /** The chat panel's name, for its landmark, its drawer and its toggle. */
  chatLabel?: string;
  /** Items always in the top bar, after the chat toggle: notifications, the user's avatar. */
  topBarEnd?: ReactNode;
  /** Account actions (colour mode, sign-out): in the top bar on wide screens, in the menu drawer on narrow ones. */
  accountActions?: ReactNode;
  /** Whether the docked sidebar is expanded (labels shown) or collapsed to icons. */
  isSidebarOpen: boolean;
  /** Whether the docked chat panel is shown (wide screens; on narrow ones it starts closed). */
  isChatSidebarOpen: boolean;
  /** Called by the menu button on wide screens, to expand or collapse the docked sidebar. */
  onToggleSidebar: () => void;
  /** Called by the chat button on wide screens, to show or hide the docked chat panel. */
  onToggleChatSidebar?: () => void;
  /** The id of the page's main region, the skip link's target. */
  mainId?: string;
  /** The skip link's text. */
  skipLinkLabel?: string;
  /** The page. */
  children: ReactNode;
}

type Drawer = 'nav' | 'chat' | null;

/**
 * The signed-in layout: a skip link, the top bar, the navigation, the page and the chat panel.
 * On wide screens the navigation is a collapsible rail and the chat panel a column; on narrow
 * screens both are drawers that slide over the page, closed at first, so the page keeps the
 * whole width.
 */
export function AppShell({
  brand,
  sidebar,
  chatSidebar,
  chatLabel = 'Chats',
  topBarEnd,
  accountActions,
  isSidebarOpen,
  isChatSidebarOpen,
  onToggleSidebar,
  onToggleChatSidebar,
  mainId = 'main-content',
  skipLinkLabel = 'Skip to content',
  children,
}: AppShellProps) {
  const styles = useSlotRecipe({ recipe: appShellSlotRecipe })({});
  const [isNavDocked, isChatDocked] = useMediaQuery([NAV_DOCKED_QUERY, CHAT_DOCKED_QUERY], {
    ssr: false,
  });
  const [openDrawer, setOpenDrawer] = useState<Drawer>(null);
  const mainRef = useRef<HTMLElement>(null);
  // A drawer only exists where its panel is not docked.
  const drawer =
    (openDrawer === 'nav' && !isNavDocked) || (openDrawer === 'chat' && !isChatDocked)
      ? openDrawer
      : null;
  const hasChat = Boolean(chatSidebar);
  const isChatShown = isChatDocked ? isChatSidebarOpen : drawer === 'chat';
  const chatToggleLabel = isChatShown
    ? `Hide ${chatLabel.toLowerCase()}`
    : `Show ${chatLabel.toLowerCase()}`;

  const menuButton = isNavDocked ? (
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
  ) : (
    <IconButton
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={drawer === 'nav'}
      variant="ghost"
      size="sm"
      onClick={() => setOpenDrawer('nav')}
    >
      <Menu />
    </IconButton>
  );

  const chatButton = hasChat && (
    <Tooltip content={chatToggleLabel}>
      <IconButton
        aria-label={chatToggleLabel}
        aria-pressed={isChatShown}
        variant="ghost"
        size="sm"
        onClick={() =>
          isChatDocked ? onToggleChatSidebar?.() : setOpenDrawer(isChatShown ? null : 'chat')
        }
      >
        <MessagesSquare />
      </IconButton>
    </Tooltip>
  );

  // The skip link moves focus itself rather than following its fragment: a fragment is resolved
  // against the page's base URL (Storybook's preview has <base target="_parent"> and sent the
  // whole page away), and in the app it would push a '#main-content' entry onto the history.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!mainRef.current) return;
    event.preventDefault();
    mainRef.current.focus();
  };

  // A link chosen in the menu drawer leads to another page: the drawer gives the page back.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpenDrawer(null);
  };

  return (
    <chakra.div css={styles.root}>
      <chakra.a href={`#${mainId}`} css={styles.skipLink} onClick={skipToMain}>
        {skipLinkLabel}
      </chakra.a>
      <chakra.header css={styles.topBar}>
        {menuButton}
        <chakra.span css={styles.brand}>{brand}</chakra.span>
        <chakra.div css={styles.topBarEnd}>
          {chatButton}
          {topBarEnd}
          {isNavDocked && accountActions && (
            <chakra.div css={styles.accountActions}>{accountActions}</chakra.div>
          )}
        </chakra.div>
      </chakra.header>
      <chakra.div css={styles.body}>
        {isNavDocked && (
          <chakra.aside
            id="app-shell-sidebar"
            aria-label="Main menu"
            css={styles.sidebar}
            data-open={isSidebarOpen ? '' : undefined}
          >
            <AppShellContext.Provider value={{ isNavCollapsed: !isSidebarOpen }}>
              {sidebar}
            </AppShellContext.Provider>
          </chakra.aside>
        )}
        <chakra.main ref={mainRef} id={mainId} tabIndex={-1} css={styles.main}>
          {children}
        </chakra.main>
        {hasChat && isChatDocked && isChatSidebarOpen && (
          <chakra.aside aria-labelledby="app-shell-chat-title" css={styles.chatSidebar}>
            <chakra.div css={styles.drawerHeader}>
              <chakra.h2 id="app-shell-chat-title" css={styles.drawerTitle}>
                {chatLabel}
              </chakra.h2>
            </chakra.div>
            {chatSidebar}
          </chakra.aside>
        )}
      </chakra.div>

      <LazyShellDrawer
        isOpen={drawer === 'nav'}
        side="start"
        title="Menu"
        closeLabel="Close menu"
        onClose={() => setOpenDrawer(null)}
        onClick={closeOnLink}
        footer={accountActions}
        styles={styles}
      >
        <AppShellContext.Provider value={{ isNavCollapsed: false }}>
          {sidebar}
        </AppShellContext.Provider>
      </LazyShellDrawer>
      {hasChat && (
        <LazyShellDrawer
          isOpen={drawer === 'chat'}
          side="end"
          title={chatLabel}
          closeLabel={`Close ${chatLabel.toLowerCase()}`}
          onClose={() => setOpenDrawer(null)}
          onClick={closeOnLink}
          styles={styles}
        >
          {chatSidebar}
        </LazyShellDrawer>
      )}
    </chakra.div>
  );
}

/** A drawer's code (Chakra's dialog) loads when it first opens, not with every page. */
function LazyShellDrawer(props: ShellDrawerProps) {
  const hasOpened = useHasOpened(props.isOpen);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ShellDrawer {...props} />
    </Suspense>
  );
}
