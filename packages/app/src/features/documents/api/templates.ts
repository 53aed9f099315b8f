import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

import { isKeyOf } from '@/lib/http/api-key';
import { useApi } from '@/lib/http/useApi';

/** The caller's templates and the practice's (a provider), or the practice's (the superadmin). */
export function useTemplates(isWanted = true) {
  return useApi(
    isWanted ? 'listDocuments' : null,
    { query: { kind: 'template' } },
    { select: (answer) => answer.data },
  );
}

/** What the send dialog starts from: the practice's default reminder schedule (null: none). */
export function useSendingDefaults(isWanted = true) {
  return useApi(isWanted ? 'getSendingDefaults' : null, {}, { select: (answer) => answer.data });
}

/** Reads the packets again (after a change, or after a template they list was deleted). */
export function useRefreshPackets() {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate(isKeyOf('listPackets')), [mutate]);
}
