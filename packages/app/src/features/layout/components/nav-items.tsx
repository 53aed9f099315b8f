import {
  Bell,
  CircleHelp,
  FileText,
  Files,
  LayoutDashboard,
  MessagesSquare,
  Settings,
  Stethoscope,
  UserCheck,
  UserRoundX,
  UserRoundSearch,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';

import type { TRole } from '@portal/contracts';

import { paths } from '@/lib/routing/paths';

export interface NavEntry {
  label: string;
  to: string;
  icon: ReactNode;
}

const entries = {
  dashboard: { label: 'Dashboard', to: paths.dashboard, icon: <LayoutDashboard /> },
  documents: { label: 'My Documents', to: paths.documents, icon: <FileText /> },
  pending: { label: 'Pending Users', to: paths.pendingUsers, icon: <UserRoundSearch /> },
  verified: { label: 'Verified Users', to: paths.verifiedUsers, icon: <UserCheck /> },
  rejected: { label: 'Rejected Users', to: paths.rejectedUsers, icon: <UserRoundX /> },
  clients: { label: 'Clients', to: paths.clients, icon: <Users /> },
  providers: { label: 'Providers', to: paths.providers, icon: <Stethoscope /> },
  allDocuments: { label: 'All Documents', to: paths.allDocuments, icon: <Files /> },
  chat: { label: 'Chat', to: paths.chat, icon: <MessagesSquare /> },
  notifications: { label: 'Notifications', to: paths.notification, icon: <Bell /> },
  settings: { label: 'Settings', to: paths.settings, icon: <Settings /> },
  help: { label: 'Help and Support', to: paths.helpAndSupport, icon: <CircleHelp /> },
} satisfies Record<string, NavEntry>;

/** The sidebar links each role sees, in order. */
export function navEntriesFor(role: TRole): NavEntry[] {
  const common = [entries.chat, entries.notifications, entries.settings, entries.help];
  if (role === 'superadmin') {
    return [
      entries.pending,
      entries.verified,
      entries.rejected,
      entries.providers,
      entries.clients,
      entries.allDocuments,
      ...common,
    ];
  }
  if (role === 'client') return [entries.documents, entries.providers, ...common];
  return [entries.dashboard, entries.clients, entries.allDocuments, entries.providers, ...common];
}
