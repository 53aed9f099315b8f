import {
  BadgeCheck,
  Bell,
  BookUser,
  CircleHelp,
  FileText,
  Files,
  Hourglass,
  LayoutDashboard,
  MessagesSquare,
  Settings,
  ScrollText,
  Stethoscope,
  UserRoundX,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';

import type { TRole } from '@portal/contracts';

import { paths } from '@/lib/routing/paths';

export interface NavEntry {
  label: string;
  to: string;
  /** Each entry has its own icon: the collapsed rail shows icons only. */
  icon: ReactNode;
}

const entries = {
  dashboard: { label: 'Dashboard', to: paths.dashboard, icon: <LayoutDashboard /> },
  documents: { label: 'My Documents', to: paths.documents, icon: <FileText /> },
  pending: { label: 'Pending Users', to: paths.pendingUsers, icon: <Hourglass /> },
  verified: { label: 'Verified Users', to: paths.verifiedUsers, icon: <BadgeCheck /> },
  rejected: { label: 'Rejected Users', to: paths.rejectedUsers, icon: <UserRoundX /> },
  // What a member finds at /verified-users: the approved members they may contact.
  members: { label: 'Members', to: paths.verifiedUsers, icon: <BookUser /> },
  clients: { label: 'Clients', to: paths.clients, icon: <Users /> },
  providers: { label: 'Providers', to: paths.providers, icon: <Stethoscope /> },
  allDocuments: { label: 'All Documents', to: paths.allDocuments, icon: <Files /> },
  auditLog: { label: 'Audit log', to: paths.auditLog, icon: <ScrollText /> },
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
      entries.auditLog,
      ...common,
    ];
  }
  if (role === 'client') {
    return [entries.documents, entries.allDocuments, entries.providers, entries.members, ...common];
  }
  return [
    entries.dashboard,
    entries.clients,
    entries.allDocuments,
    entries.providers,
    entries.members,
    ...common,
  ];
}
