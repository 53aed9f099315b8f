import { lazy, type ComponentType, type ReactNode } from 'react';

import { DashboardLayout } from '@/features/layout/components/DashboardLayout';
import {
  anySignedInRole,
  clientOnly,
  dashboardRoles,
  paths,
  superadminOnly,
  type RoleRule,
} from '@/lib/routing/paths';

import { RequireAuth, RequireRole } from './guards';
import { SignedInScreensContext, type SignedInPath } from './signed-in-paths';

/*
 * The signed-in screens: who may open each, and its code, which loads when it is first shown.
 * Their imports are made from here, a module that loads with the dashboard's layout, so that the
 * bundler knows the layout and what it uses are already in the page when a screen loads: the
 * screens' chunks do not split that code again into many small shared chunks.
 */

type PageLoader = () => Promise<ComponentType>;

interface SignedInScreen {
  allow?: RoleRule;
  load: PageLoader;
}

const userDetail: SignedInScreen = {
  load: async () => (await import('@/features/users/pages/UserDetailPage')).UserDetailPage,
};
const settings: SignedInScreen = {
  load: async () => (await import('@/features/settings/pages/SettingsPage')).SettingsPage,
};

const screens: Record<SignedInPath, SignedInScreen> = {
  [paths.documents]: {
    allow: clientOnly,
    load: async () => (await import('@/features/documents/pages/MyDocumentsPage')).MyDocumentsPage,
  },
  [paths.dashboard]: {
    allow: dashboardRoles,
    load: async () => (await import('@/features/dashboard/pages/DashboardPage')).DashboardPage,
  },
  [paths.pendingUsers]: {
    allow: superadminOnly,
    load: async () => (await import('@/features/users/pages/PendingUsersPage')).PendingUsersPage,
  },
  [paths.verifiedUsers]: {
    load: async () => (await import('@/features/users/pages/VerifiedUsersPage')).VerifiedUsersPage,
  },
  [paths.rejectedUsers]: {
    load: async () => (await import('@/features/users/pages/RejectedUsersPage')).RejectedUsersPage,
  },
  [paths.pendingUserView]: userDetail,
  [paths.verifiedUserView]: userDetail,
  [paths.rejectedUserView]: userDetail,
  [paths.settings]: settings,
  [paths.setting]: settings,
  [paths.changePassword]: {
    load: async () =>
      (await import('@/features/settings/pages/ChangePasswordPage')).ChangePasswordPage,
  },
  [paths.allDocuments]: {
    load: async () =>
      (await import('@/features/documents/pages/AllDocumentsPage')).AllDocumentsPage,
  },
  [paths.notification]: {
    load: async () =>
      (await import('@/features/notifications/pages/NotificationsPage')).NotificationsPage,
  },
  [paths.chat]: {
    load: async () => (await import('@/features/chat/pages/ChatPage')).ChatPage,
  },
  [paths.clients]: {
    load: async () => (await import('@/features/clients/pages/ClientsPage')).ClientsPage,
  },
  [paths.addClient]: {
    load: async () => (await import('@/features/clients/pages/AddClientPage')).AddClientPage,
  },
  [paths.editClient]: {
    load: async () => (await import('@/features/clients/pages/EditClientPage')).EditClientPage,
  },
  [paths.userProfile]: {
    load: async () => (await import('@/features/users/pages/UserProfilePage')).UserProfilePage,
  },
  [paths.providers]: {
    load: async () => (await import('@/features/providers/pages/ProvidersPage')).ProvidersPage,
  },
  [paths.providerDetail]: {
    load: async () =>
      (await import('@/features/providers/pages/ProviderDetailPage')).ProviderDetailPage,
  },
  [paths.helpAndSupport]: {
    load: async () => (await import('@/features/help/pages/HelpAndSupportPage')).HelpAndSupportPage,
  },
  [paths.auditLog]: {
    allow: superadminOnly,
    load: async () => (await import('@/features/audit/pages/AuditLogPage')).AuditLogPage,
  },
};

/** A screen behind its role rule, its code loaded when it is first shown. */
function lazyScreen({ allow = anySignedInRole, load }: SignedInScreen): ComponentType {
  return lazy(async () => {
    const Page = await load();
    return {
      default: () => (
        <RequireRole allow={allow}>
          <Page />
        </RequireRole>
      ),
    };
  });
}

const lazyScreens = Object.fromEntries(
  Object.entries(screens).map(([path, screen]) => [path, lazyScreen(screen)]),
) as Record<SignedInPath, ComponentType>;

/** The dashboard's layout for a signed-in user, with the screens its routes show. */
export function SignedInShell(): ReactNode {
  return (
    <SignedInScreensContext value={lazyScreens}>
      <RequireAuth>
        <DashboardLayout />
      </RequireAuth>
    </SignedInScreensContext>
  );
}
