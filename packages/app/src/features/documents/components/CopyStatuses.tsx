import { HStack, Text, Wrap } from '@chakra-ui/react';

import type { TDocumentSummary } from '@portal/contracts';

import { DocumentStatusBadge } from '@portal/ui';

/** A document's copies: each client with its copy's status; 'Not sent yet' without any. */
export function CopyStatuses({ document }: { document: TDocumentSummary }) {
  if (document.kind === 'file') {
    return <Text color="fg.muted">From {document.owner.fullName}</Text>;
  }
  if (document.copies.length === 0) return <Text color="fg.muted">Not sent yet</Text>;
  return (
    <Wrap gap="2">
      {document.copies.map((copy) => (
        <HStack key={copy.id} gap="1">
          <Text textStyle="sm">{copy.client.fullName}</Text>
          <DocumentStatusBadge status={copy.status} />
        </HStack>
      ))}
    </Wrap>
  );
}
