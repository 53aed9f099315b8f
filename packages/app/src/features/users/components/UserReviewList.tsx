import { HStack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';

import type { TUserListItem } from '@portal/contracts';

import {
  PageWrapper,
  SearchableTable,
  StatusBadge,
  UserCell,
  type SimpleTableColumn,
  type StatusTone,
} from '@portal/ui';

import { useAllUsers } from '@/features/account/api/hooks';

import { countryName } from '../utils/country';
import { createUserSearch } from '../utils/user-search';

export interface UserReviewListProps {
  /** The page heading, e.g. 'All Rejected Users'. */
  title: string;
  /** The loading line, e.g. 'Loading Rejected Users...'. */
  loadingText: string;
  /** Which accounts the list shows (superadmin accounts are never shown). */
  include: (user: TUserListItem) => boolean;
  /** The status cell's text and colour for a row. */
  status: (user: TUserListItem) => { label: string; tone: StatusTone };
  /** The row's actions (view, approve, restore...). */
  actions: (user: TUserListItem) => ReactNode;
  /** Rows per page: 10 by default, 7 for the rejected list. */
  pageSize?: number;
  /** What the empty list says. */
  emptyText?: string;
  /** Dialogs the page opens from its row actions. */
  children?: ReactNode;
}

const SEARCH_PLACEHOLDER = 'Search by name, email, state, role, etc...';

/** The superadmin's review lists (pending, verified, rejected) share this one component. */
export function UserReviewList({
  title,
  loadingText,
  include,
  status,
  actions,
  pageSize = 10,
  emptyText,
  children,
}: UserReviewListProps) {
  const { data, isLoading } = useAllUsers();
  const users = useMemo(
    () => (data ?? []).filter((user) => user.role !== 'superadmin' && include(user)),
    [data, include],
  );
  const columns = useMemo<SimpleTableColumn<TUserListItem>[]>(
    () => [
      {
        key: 'name',
        header: 'Name',
        cell: (user) => (
          <UserCell fullName={user.fullName} email={user.email} imageSrc={user.profileImage} />
        ),
      },
      { key: 'license', header: 'License Number', cell: (user) => user.licenseNo ?? '—' },
      { key: 'country', header: 'Country', cell: (user) => countryName(user.country) || '—' },
      { key: 'state', header: 'State', cell: (user) => user.state || '—' },
      {
        key: 'status',
        header: 'status',
        cell: (user) => {
          const { label, tone } = status(user);
          return <StatusBadge tone={tone}>{label}</StatusBadge>;
        },
      },
      {
        key: 'role',
        header: 'Role',
        cell: (user) => <Text textTransform="capitalize">{user.role}</Text>,
      },
      { key: 'date', header: 'date', cell: (user) => user.createdAt.slice(0, 10) },
      {
        key: 'action',
        header: 'action',
        cell: (user) => <HStack gap="0">{actions(user)}</HStack>,
      },
    ],
    [status, actions],
  );

  return (
    <PageWrapper title={title}>
      <SearchableTable
        items={users}
        columns={columns}
        getRowKey={(user) => user.id}
        caption={title}
        createSearch={createUserSearch}
        searchPlaceholder={SEARCH_PLACEHOLDER}
        isLoading={isLoading}
        loadingText={loadingText}
        emptyText={emptyText}
        pageSize={pageSize}
      />
      {children}
    </PageWrapper>
  );
}
