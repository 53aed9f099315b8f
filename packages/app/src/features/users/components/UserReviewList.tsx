import { HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';

import type { TAccountReviewItem } from '@portal/contracts';

import {
  DateText,
  PageWrapper,
  SearchableTable,
  StatusBadge,
  UserCell,
  type SimpleTableColumn,
  type StatusTone,
} from '@portal/ui';

import { useAllUsers } from '@/features/account';
import { LIST_LOAD_FAILURE } from '@/lib/http/load-failures';
import { errorMessage } from '@/lib/http/errors';

import { countryName } from '@/lib/geo/countries';
import { createUserSearch } from '../utils/user-search';

export interface UserReviewListProps {
  /** The page heading, e.g. 'All Rejected Users'. */
  title: string;
  /** The loading line, e.g. 'Loading Rejected Users...'. */
  loadingText: string;
  /** Which accounts the list shows (superadmin accounts are never shown). */
  include: (user: TAccountReviewItem) => boolean;
  /** The status cell's text and colour for a row. */
  status: (user: TAccountReviewItem) => { label: string; tone: StatusTone };
  /**
   * A line under the status badge (the rejected list: the reason), clamped to three lines; the full
   * text shows on hover, is read whole by screen readers and is in the account's detail.
   */
  statusNote?: (user: TAccountReviewItem) => string | null;
  /** The row's actions (view, approve, restore...). */
  actions: (user: TAccountReviewItem) => ReactNode;
  /** Rows per page: 10 by default, 7 for the rejected list. */
  pageSize?: number;
  /** What the empty list says. */
  emptyText?: string;
  /**
   * How a failed read shows: 'replace' (the error with Retry in the list's place) or
   * 'beside-empty' (the rejected list: the spec gives an empty list, Retry is offered beside it).
   */
  errorDisplay?: 'replace' | 'beside-empty';
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
  statusNote,
  actions,
  pageSize = 10,
  emptyText,
  errorDisplay = 'replace',
  children,
}: UserReviewListProps) {
  const { data, error, isLoading, isValidating, mutate } = useAllUsers();
  const users = useMemo(
    () => (data ?? []).filter((user) => user.role !== 'superadmin' && include(user)),
    [data, include],
  );
  const columns = useMemo<SimpleTableColumn<TAccountReviewItem>[]>(
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
        cardLabel: 'Status',
        cell: (user) => {
          const { label, tone } = status(user);
          const note = statusNote?.(user);
          if (!note) return <StatusBadge tone={tone}>{label}</StatusBadge>;
          return (
            <Stack gap="1" align="start">
              <StatusBadge tone={tone}>{label}</StatusBadge>
              <Text textStyle="xs" color="fg.muted" lineClamp={3} title={note} maxW="14rem">
                {note}
              </Text>
            </Stack>
          );
        },
      },
      {
        key: 'role',
        header: 'Role',
        cell: (user) => <Text textTransform="capitalize">{user.role}</Text>,
      },
      {
        key: 'date',
        header: 'date',
        cardLabel: 'Date',
        cell: (user) => <DateText iso={user.createdAt} />,
      },
      {
        key: 'action',
        header: 'action',
        cell: (user) => <HStack gap="0">{actions(user)}</HStack>,
      },
    ],
    [status, statusNote, actions],
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
        error={error ? errorMessage(error, LIST_LOAD_FAILURE) : null}
        onRetry={() => void mutate()}
        isRetrying={isValidating}
        errorDisplay={errorDisplay}
      />
      {children}
    </PageWrapper>
  );
}
