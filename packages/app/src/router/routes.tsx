import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';

import { LoadingOverlay, loadFullTheme } from '@portal/ui';

import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import {
  anySignedInRole,
  clientOnly,
  dashboardRoles,
  paths,
  superadminOnly,
  type RoleRule,
} from '@/lib/routing/paths';
import { usePageChanges } from '@/lib/routing/page-changes';
import { loadRootStore } from '@/stores/root-store-loader';

/*
 * The route table. Every screen is a lazy chunk, so that '/' loads the login page and nothing
 * of the dashboard. Route modules stay thin: they map a path to a feature's page. The screens
 * that read the MobX stores load them with their code (loadRootStore), so the login page does
 * not download MobX.
 *
 * The router is react-router's declarative one (BrowserRouter, useRoutes, React.lazy): the data
 * router (createBrowserRouter) would add ~15 KB gzip to '/' for loaders and actions the app does
 * not use. Navigations are transitions: the page shown stays until the next one's code is here.
 */

type PageLoader = () => Promise<ComponentType | undefined>;

/**
 * A screen whose code, and what it needs first, loads when it is first shown. Every screen but
 * the login page renders with the design system's whole theme, which loads with it.
 */
function lazyScreen(
  path: string,
  load: () => Promise<(props: object) => ReactNode>,
  { withFullTheme = true } = {},
) {
  const Screen = lazy(async () => {
    const [screen] = await Promise.all([load(), withFullTheme ? loadFullTheme() : null]);
    return { default: screen };
  });
  return <Screen key={path} />;
}

const publicEntry = (
  path: string,
  load: PageLoader,
  { withStores = false, withFullTheme = true } = {},
): RouteObject => ({
  path,
  element: lazyScreen(
    path,
    async () => {
      const [Page] = await Promise.all([load(), withStores ? loadRootStore() : null]);
      if (!Page) throw new Error(`No page for ${path}`);
      return () => (
        <RedirectIfSignedIn>
          <Page />
        </RedirectIfSignedIn>
      );
    },
    { withFullTheme },
  ),
});

const publicScreen = (path: string, load: PageLoader): RouteObject => ({
  path,
  element: lazyScreen(path, async () => {
    const Page = await load();
    if (!Page) throw new Error(`No page for ${path}`);
    return () => <Page />;
  }),
});

interface ProtectedScreen {
  path: string;
  allow?: RoleRule;
  load: PageLoader;
}

const protectedScreens: ProtectedScreen[] = [
  {
    path: paths.documents,
    allow: clientOnly,
    load: async () => (await import('@/features/documents/pages/MyDocumentsPage')).MyDocumentsPage,
  },
  {
    path: paths.dashboard,
    allow: dashboardRoles,
    load: async () => (await import('@/features/dashboard/pages/DashboardPage')).DashboardPage,
  },
  {
    path: paths.pendingUsers,
    allow: superadminOnly,
    load: async () => (await import('@/features/users/pages/PendingUsersPage')).PendingUsersPage,
  },
  {
    path: paths.verifiedUsers,
    load: async () => (await import('@/features/users/pages/VerifiedUsersPage')).VerifiedUsersPage,
  },
  {
    path: paths.rejectedUsers,
    load: async () => (await import('@/features/users/pages/RejectedUsersPage')).RejectedUsersPage,
  },
  ...[paths.pendingUserView, paths.verifiedUserView, paths.rejectedUserView].map((path) => ({
    path,
    load: async () => (await import('@/features/users/pages/UserDetailPage')).UserDetailPage,
  })),
  ...[paths.settings, paths.setting].map((path) => ({
    path,
    load: async () => (await import('@/features/settings/pages/SettingsPage')).SettingsPage,
  })),
  {
    path: paths.changePassword,
    load: async () =>
      (await import('@/features/settings/pages/ChangePasswordPage')).ChangePasswordPage,
  },
  {
    path: paths.allDocuments,
    load: async () =>
      (await import('@/features/documents/pages/AllDocumentsPage')).AllDocumentsPage,
  },
  {
    path: paths.notification,
    load: async () =>
      (await import('@/features/notifications/pages/NotificationsPage')).NotificationsPage,
  },
  {
    path: paths.chat,
    load: async () => (await import('@/features/chat/pages/ChatPage')).ChatPage,
  },
  {
    path: paths.clients,
    load: async () => (await import('@/features/clients/pages/ClientsPage')).ClientsPage,
  },
  {
    path: paths.addClient,
    load: async () => (await import('@/features/clients/pages/AddClientPage')).AddClientPage,
  },
  {
    path: paths.editClient,
    load: async () => (await import('@/features/clients/pages/EditClientPage')).EditClientPage,
  },
  {
    path: paths.userProfile,
    load: async () => (await import('@/features/users/pages/UserProfilePage')).UserProfilePage,
  },
  {
    path: paths.providers,
    load: async () => (await import('@/features/providers/pages/ProvidersPage')).ProvidersPage,
  },
  {
    path: paths.providerDetail,
    load: async () =>
      (await import('@/features/providers/pages/ProviderDetailPage')).ProviderDetailPage,
  },
  {
    path: paths.helpAndSupport,
    load: async () => (await import('@/features/help/pages/HelpAndSupportPage')).HelpAndSupportPage,
  },
];

const routes: RouteObject[] = [
  publicEntry(
    paths.login,
    async () => (await import('@/features/auth/pages/LoginPage')).LoginPage,
    // The first page most people load: it renders with its form's part of the theme only.
    { withFullTheme: false },
  ),
  publicEntry(
    paths.providerSignup,
    async () => (await import('@/features/auth/pages/ProviderSignupPage')).ProviderSignupPage,
  ),
  publicEntry(
    paths.clientSignup,
    async () => (await import('@/features/auth/pages/ClientSignupPage')).ClientSignupPage,
  ),
  publicEntry(
    paths.signupWithLicense,
    async () => (await import('@/features/auth/pages/SignupWithLicensePage')).SignupWithLicensePage,
    { withStores: true },
  ),
  publicEntry(
    paths.forgotPassword,
    async () => (await import('@/features/auth/pages/ForgotPasswordPage')).ForgotPasswordPage,
  ),
  publicScreen(
    paths.resetPassword,
    async () => (await import('@/features/auth/pages/ResetPasswordPage')).ResetPasswordPage,
  ),
  publicScreen(
    paths.verify,
    async () => (await import('@/features/documents/pages/VerifyPage')).VerifyPage,
  ),
  ...[paths.inviteChat, paths.inviteChatWithEmail].map((path) =>
    publicScreen(
      path,
      async () => (await import('@/features/chat/pages/InviteChatPage')).InviteChatPage,
    ),
  ),
  {
    element: lazyScreen('dashboard', async () => {
      const [{ DashboardLayout }, { RequireAuth }] = await Promise.all([
        import('@/features/layout/components/DashboardLayout'),
        import('./guards'),
        loadRootStore(),
      ]);
      return () => (
        <RequireAuth>
          <DashboardLayout />
        </RequireAuth>
      );
    }),
    children: protectedScreens.map(({ path, allow = anySignedInRole, load }) => ({
      path,
      element: lazyScreen(path, async () => {
        const [Page, { RequireRole }] = await Promise.all([
          load(),
          import('./guards'),
          loadRootStore(),
        ]);
        if (!Page) throw new Error(`No page for ${path}`);
        return () => (
          <RequireRole allow={allow}>
            <Page />
          </RequireRole>
        );
      }),
    })),
  },
  publicScreen(
    '*',
    async () => (await import('@/features/system/pages/NotFoundPage')).NotFoundPage,
  ),
];

/** The app's screens; the loading overlay shows while the first screen's code arrives. */
export function AppRoutes() {
  const screen = useRoutes(routes);
  const { pathname } = useLocation();
  usePageChanges();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingOverlay />}>{screen}</Suspense>
    </RouteErrorBoundary>
  );
}
