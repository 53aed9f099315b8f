import type { TDocumentSummary } from '@portal/contracts';

import { DOCUMENT_STATUS_LABELS } from '@portal/ui';

import { createTextSearch } from '@/lib/search/text-search';

/** The text a document row is searched by: its title, file, parties and statuses, and its date. */
export function documentSearchText(document: TDocumentSummary): string {
  return [
    document.title,
    document.fileName,
    document.owner.fullName,
    document.recipient?.fullName ?? '',
    ...document.copies.flatMap((copy) => [
      copy.client.fullName,
      DOCUMENT_STATUS_LABELS[copy.status],
    ]),
    document.createdAt.slice(0, 10),
  ].join('\n');
}

/** Case-insensitive substring search over documents; empty returns them all. */
export function createDocumentSearch(documents: readonly TDocumentSummary[]) {
  return createTextSearch(documents, documentSearchText);
}
