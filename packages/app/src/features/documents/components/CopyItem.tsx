import { Box, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Ban, Download, History } from 'lucide-react';

import type { TDocumentCopy } from '@portal/contracts';

import { DateText, DocumentStatusBadge } from '@portal/ui';

import { isOpenCopy } from '../utils/statuses';

/** One client's copy in a document's details: its status, dates, reason and actions. */
export function CopyItem({
  copy,
  isOwner,
  isDownloading,
  onTrail,
  onVoid,
  onDownload,
}: {
  copy: TDocumentCopy;
  title: string;
  isOwner: boolean;
  isDownloading: boolean;
  onTrail: () => void;
  onVoid: () => void;
  onDownload: () => void;
  /** Called when the copy changed here (e.g. a new due date). */
  onChanged?: () => void;
}) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3">
      <Stack gap="2">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text fontWeight="semibold">{copy.client.fullName}</Text>
          <DocumentStatusBadge status={copy.status} />
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          Sent <DateText iso={copy.sentAt} />
          {copy.closedAt && (
            <>
              {' · '}
              {copy.status === 'signed' ? 'signed' : copy.status} <DateText iso={copy.closedAt} />
            </>
          )}
        </Text>
        {copy.reason && (
          <Text textStyle="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
            {copy.status === 'declined' ? 'Reason: ' : 'Note: '}
            {copy.reason}
          </Text>
        )}
        <Wrap gap="2">
          <Button size="xs" variant="outline" onClick={onTrail}>
            <History />
            Audit trail
          </Button>
          {copy.signedUrl && (
            <Button size="xs" variant="outline" onClick={onDownload} loading={isDownloading}>
              <Download />
              Download signed copy
            </Button>
          )}
          {isOwner && isOpenCopy(copy) && (
            <Button size="xs" variant="outline" colorPalette="red" onClick={onVoid}>
              <Ban />
              Void
            </Button>
          )}
        </Wrap>
      </Stack>
    </Box>
  );
}
