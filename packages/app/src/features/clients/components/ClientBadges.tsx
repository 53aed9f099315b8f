import { Text } from '@chakra-ui/react';

import type { TClient } from '@portal/contracts';

import { StatusBadge } from '@portal/ui';

/** A client record's status: active or inactive. */
export function ClientStatusBadge({ client }: { client: Pick<TClient, 'status'> }) {
  return client.status === 'active' ? (
    <StatusBadge tone="success">Active</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">Inactive</StatusBadge>
  );
}

/** Whether the client has made an account from the record (signup with license number). */
export function ClientAccountState({
  client,
}: {
  client: Pick<TClient, 'isAccountCreatedByOwnClient'>;
}) {
  return client.isAccountCreatedByOwnClient ? (
    <StatusBadge tone="info">Signed up</StatusBadge>
  ) : (
    <Text color="fg.muted">Not yet</Text>
  );
}
