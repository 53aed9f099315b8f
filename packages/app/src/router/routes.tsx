import { lazy, Suspense, use, type ComponentType, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';

import { LoadingOverlay, loadFullTheme } from '@portal/ui';

import { RedirectIfSignedIn } from './RedirectIfSignedIn';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { signedInPaths, SignedInScreensContext, type SignedInPath } from './signed-in-paths';
import { paths } from '@/lib/routing/paths';
import { usePageChanges } from '@/lib/routing/page-changes';
import { loadRootStore } from '@/stores/root-store-loader';

/*
 * The route table. Every screen is a lazy chunk, so that '/' loads the login page and nothing
 * of the dashboard. Route modules stay thin: they map a path to a feature's page. The signed-in
 * screens are matched here by path; their code and role rules load with the dashboard's layout
 * (signed-in-screens.tsx). The screens that read the MobX stores load them with their code
 * (loadRootStore), so the login page does not download MobX.
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

/** A signed-in path's screen, which the layout's code gives (`signed-in-screens.tsx`). */
function SignedInRoute({ path }: { path: SignedInPath }) {
  const Screen = use(SignedInScreensContext)?.[path];
  return Screen ? <Screen /> : null;
}

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
      const [{ SignedInShell }] = await Promise.all([
        import('./signed-in-screens'),
        loadRootStore(),
      ]);
      return SignedInShell;
    }),
    children: signedInPaths.map((path) => ({
      path,
      element: <SignedInRoute key={path} path={path} />,
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
