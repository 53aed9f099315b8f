import { Box, Button, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Ban, CalendarClock, Download, History } from 'lucide-react';
import { useState } from 'react';

import type { TDocumentCopy } from '@portal/contracts';

import { DateText, DocumentStatusBadge } from '@portal/ui';

import { expiredAt, isOpenCopy } from '../utils/statuses';
import { DayText } from './DayText';
import { ExtendCopyDialog } from './ExtendCopyDialog';

/**
 * One client's copy in a document's details: its status, dates, due date and reminders, reason
 * and actions (the owner may extend an open copy's due date, or an expired copy's).
 */
export function CopyItem({
  copy,
  isOwner,
  isDownloading,
  onTrail,
  onVoid,
  onDownload,
  onChanged,
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
  const [isExtending, setIsExtending] = useState(false);
  const isOpen = isOpenCopy(copy);
  const isExpired = copy.status === 'expired';
  const expiredDay = isExpired ? expiredAt(copy) : null;
  const canExtend = isOwner && (isExpired || (isOpen && copy.dueAt !== null));
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3">
      <Stack gap="2">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text fontWeight="semibold">{copy.client.fullName}</Text>
          <DocumentStatusBadge status={copy.status} />
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          Sent <DateText iso={copy.sentAt} />
          {copy.closedAt && !isExpired && (
            <>
              {' · '}
              {copy.status} <DateText iso={copy.closedAt} />
            </>
          )}
        </Text>
        {copy.sending && (
          <Text textStyle="sm" color="fg.muted">
            Packet: {copy.sending.title}, document {copy.sending.position} of {copy.sending.count}
          </Text>
        )}
        {isOpen && copy.dueAt && (
          <Text textStyle="sm">
            Due <DayText iso={copy.dueAt} />
          </Text>
        )}
        {isExpired && (
          <Text textStyle="sm" fontWeight="medium">
            {expiredDay ? (
              <>
                Expired on <DayText iso={expiredDay} />
              </>
            ) : (
              'Expired'
            )}
            : it can no longer be signed. Extend it, or send a new copy.
          </Text>
        )}
        {(isOpen || isExpired) && <RemindersText reminders={copy.reminders} isOpen={isOpen} />}
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
          {canExtend && (
            <Button
              size="xs"
              variant="outline"
              aria-label={`Extend ${copy.client.fullName}'s copy`}
              onClick={() => setIsExtending(true)}
            >
              <CalendarClock />
              Extend
            </Button>
          )}
          {isOwner && isOpen && (
            <Button size="xs" variant="outline" colorPalette="red" onClick={onVoid}>
              <Ban />
              Void
            </Button>
          )}
        </Wrap>
      </Stack>
      {canExtend && (
        <ExtendCopyDialog
          copy={isExtending ? copy : null}
          onClose={() => setIsExtending(false)}
          onExtended={() => onChanged?.()}
        />
      )}
    </Box>
  );
}

/** "Reminders: every 3 days, 2 of 5 sent, next 2026-03-14", or "No reminders". */
function RemindersText({
  reminders,
  isOpen,
}: {
  reminders: TDocumentCopy['reminders'];
  isOpen: boolean;
}) {
  if (!reminders) {
    return (
      <Text textStyle="sm" color="fg.muted">
        No reminders
      </Text>
    );
  }
  const { everyDays, maxCount, sent, nextAt } = reminders;
  return (
    <Text textStyle="sm" color="fg.muted">
      Reminders: every {everyDays === 1 ? 'day' : `${everyDays} days`}, {sent} of {maxCount} sent
      {isOpen && nextAt && (
        <>
          , next <DayText iso={nextAt} />
        </>
      )}
    </Text>
  );
}
