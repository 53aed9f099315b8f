import type { TDocumentSummary } from '@portal/contracts';

import type { DocumentRow } from '../db/schema.ts';
import { fileUrl } from './presenters.ts';

/**
 * A template as whoever reaches it sees it: its file and its own fields. Only its owner and (a
 * practice template) the providers reach one, so nothing is hidden: the presenters hide the
 * superadmin's view of other documents' files, and show a non-owner the fields of its copy, which
 * a template never has.
 */
export function presentTemplate<T extends TDocumentSummary>(data: T, row: DocumentRow): T {
  if (row.kind !== 'template') return data;
  return {
    ...data,
    fileUrl: fileUrl(row.id),
    ...('fields' in data ? { fields: row.fields } : {}),
  };
}
