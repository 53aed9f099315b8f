import { Button, chakra, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useMemo } from 'react';

import { AUDIT_ACTIONS, type TAuditAction } from '@portal/contracts/constants';

import { FormField } from '@portal/ui';

import { useAllUsers } from '@/features/account';

import { hasFilters, type AuditFilters } from '../utils/filters';
import { actionLabel } from '../utils/labels';

export interface AuditFilterBarProps {
  filters: AuditFilters;
  /** A filter changed (the page goes back to the first). */
  onChange: (filters: AuditFilters) => void;
}

/** The actions in the filter, alphabetically by their labels. */
const ACTION_OPTIONS = [...AUDIT_ACTIONS]
  .map((action) => ({ value: action, label: actionLabel(action) }))
  .sort((a, b) => a.label.localeCompare(b.label));

/**
 * The log's filters: a person (every account the superadmin sees, by name and e-mail), an action,
 * and the days from and to (the viewer's calendar). On a phone they stack.
 */
export function AuditFilterBar({ filters, onChange }: AuditFilterBarProps) {
  const { data: users, isLoading } = useAllUsers();
  const people = useMemo(
    () =>
      [...(users ?? [])]
        .sort((a, b) => a.fullName.localeCompare(b.fullName))
        .map((user) => ({ value: user.id, label: `${user.fullName} (${user.email})` })),
    [users],
  );
  const set = (change: AuditFilters) => onChange({ ...filters, ...change });

  return (
    <chakra.form
      aria-label="Filters"
      role="search"
      onSubmit={(event) => event.preventDefault()}
      display="flex"
      flexDirection={{ base: 'column', md: 'row' }}
      flexWrap="wrap"
      alignItems={{ base: 'stretch', md: 'end' }}
      gap="3"
    >
      <FormField label="Person" width={{ base: 'full', md: '64' }}>
        <NativeSelect.Root size="sm" disabled={isLoading && !users}>
          <NativeSelect.Field
            value={filters.person ?? ''}
            onChange={(event) => set({ person: event.target.value || undefined })}
          >
            <option value="">Anyone</option>
            {/* A person chosen in the address whose account is gone still shows as chosen. */}
            {filters.person && users && !people.some((p) => p.value === filters.person) && (
              <option value={filters.person}>Account {filters.person.slice(0, 8)}…</option>
            )}
            {people.map((person) => (
              <option key={person.value} value={person.value}>
                {person.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label="Action" width={{ base: 'full', md: '56' }}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={filters.action ?? ''}
            onChange={(event) =>
              set({ action: (event.target.value || undefined) as TAuditAction | undefined })
            }
          >
            <option value="">Every action</option>
            {ACTION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Stack direction="row" gap="3" width={{ base: 'full', md: 'auto' }}>
        <FormField label="From" flex="1">
          <Input
            type="date"
            size="sm"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => set({ from: event.target.value || undefined })}
          />
        </FormField>
        <FormField label="To" flex="1">
          <Input
            type="date"
            size="sm"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => set({ to: event.target.value || undefined })}
          />
        </FormField>
      </Stack>
      {hasFilters(filters) && (
        <Button size="sm" variant="ghost" onClick={() => onChange({})}>
          <X />
          Clear filters
        </Button>
      )}
    </chakra.form>
  );
}
