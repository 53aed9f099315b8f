import { useCallback, useState } from 'react';

import type { TCopyActionResponse } from '@portal/contracts';

import { callApi } from '@/lib/http/api';
import { errorMessage, hasEndedSession } from '@/lib/http/errors';

/** A copy's schedule (issue 35): its owner gives it a new due date. */
export const copyScheduleApi = {
  /** POST /documents/:id/shares/:shareId/extend: an open or expired copy, a new due date. */
  extend: (documentId: string, copyId: string, dueAt: string): Promise<TCopyActionResponse> =>
    callApi('extendDocumentCopy', { params: { id: documentId, shareId: copyId }, body: { dueAt } }),
};

const EXTEND_FAILURE = 'The due date could not be changed. Please try again.';

/**
 * Extends a copy: whether it is under way, and what the server refused (its own words: a newer
 * copy for the client, a copy closed meanwhile, a date out of range). Resolves with the answer,
 * or null when refused.
 */
export function useExtendCopy() {
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const extend = useCallback(async (documentId: string, copyId: string, dueAt: string) => {
    setIsBusy(true);
    setProblem(null);
    try {
      return await copyScheduleApi.extend(documentId, copyId, dueAt);
    } catch (error) {
      if (!hasEndedSession(error)) setProblem(errorMessage(error, EXTEND_FAILURE));
      return null;
    } finally {
      setIsBusy(false);
    }
  }, []);
  const reset = useCallback(() => setProblem(null), []);
  return { extend, isBusy, problem, reset };
}
