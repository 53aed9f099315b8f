import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';

import type { TCopyStatus } from '@portal/contracts';

import { downloadBytes } from '@/lib/files/transfer';
import { isKeyOf } from '@/lib/http/api-key';
import { useApi } from '@/lib/http/useApi';
import { useSocketEvent } from '@/lib/realtime/SocketProvider';
import { useSessionExpired } from '@/lib/session/SessionExpiredContext';

import { shareableClients } from '../utils/shareable-clients';

/** The documents the caller may see, newest first; `status` narrows to copies in that status. */
export function useDocuments(status?: TCopyStatus) {
  return useApi(
    'listDocuments',
    { query: status ? { status } : {} },
    {
      select: (answer) => answer.data,
    },
  );
}

/** One document with its fields (null waits). */
export function useDocument(id: string | null) {
  return useApi(
    id ? 'getDocument' : null,
    { params: { id: id ?? '' } },
    {
      select: (answer) => answer.data,
    },
  );
}

/** One copy with its fields as sent and its audit trail (null waits). */
export function useDocumentCopy(ids: { documentId: string; copyId: string } | null) {
  return useApi(
    ids ? 'getDocumentCopy' : null,
    { params: { id: ids?.documentId ?? '', shareId: ids?.copyId ?? '' } },
    { select: (answer) => answer.data },
  );
}

/**
 * The disclosure about electronic signatures in force and whether the client accepted it (a
 * client's endpoint; false waits). Read afresh each time a copy is opened, so a new version shows.
 */
export function useSigningConsent(isWanted: boolean) {
  return useApi(isWanted ? 'getSigningConsent' : null, {}, { select: (answer) => answer.data });
}

/**
 * The provider's clients who have an account: its client records, matched with the people it may
 * reach (the chat's contacts), as the server matches them when a document is shared.
 */
export function useShareableClients(isWanted: boolean) {
  const records = useApi(isWanted ? 'listClients' : null, {}, { select: (answer) => answer.data });
  const contacts = useApi(isWanted ? 'listChatContacts' : null, undefined, {
    select: (answer) => answer.data,
  });
  const data = useMemo(
    () =>
      records.data && contacts.data ? shareableClients(records.data, contacts.data) : undefined,
    [records.data, contacts.data],
  );
  return {
    data,
    error: records.error ?? contacts.error,
    isLoading: records.isLoading || contacts.isLoading,
    retry: () => {
      void records.mutate();
      void contacts.mutate();
    },
  };
}

/** Reads every documents answer again (after an action, or a notification about a document). */
export function useRefreshDocuments() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      // No data argument: the answers shown stay until the new ones arrive (no flash of loading).
      void mutate(isKeyOf('listDocuments', 'getDocument', 'getDocumentCopy', 'listDocumentCopies')),
    [mutate],
  );
}

/** Keeps the documents screens live: a notification about a document reads them again. */
export function useDocumentsLive() {
  const refresh = useRefreshDocuments();
  useSocketEvent('new_notification', (payload) => {
    if (payload.type.startsWith('document-')) refresh();
  });
}

/** Downloads a server file (bytes) with the session's token. */
export function useDownloadBytes() {
  const onSessionExpired = useSessionExpired();
  return useCallback(
    (path: string) => downloadBytes(path, { onSessionExpired: () => onSessionExpired() }),
    [onSessionExpired],
  );
}
