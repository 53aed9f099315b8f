import { createContext, type ComponentType } from 'react';

import { paths } from '@/lib/routing/paths';

/**
 * The paths of the signed-in screens, which open inside the dashboard's layout. The route table
 * matches them; their screens (code and role rules) are in `signed-in-screens.tsx`, which loads
 * with the layout.
 */
export const signedInPaths = [
  paths.documents,
  paths.dashboard,
  paths.pendingUsers,
  paths.verifiedUsers,
  paths.rejectedUsers,
  paths.pendingUserView,
  paths.verifiedUserView,
  paths.rejectedUserView,
  paths.settings,
  paths.setting,
  paths.changePassword,
  paths.allDocuments,
  paths.notification,
  paths.chat,
  paths.clients,
  paths.addClient,
  paths.editClient,
  paths.userProfile,
  paths.providers,
  paths.providerDetail,
  paths.helpAndSupport,
  paths.auditLog,
] as const;

export type SignedInPath = (typeof signedInPaths)[number];

/** Each signed-in path's screen, given by the layout once its code is here. */
export const SignedInScreensContext = createContext<Record<SignedInPath, ComponentType> | null>(
  null,
);
