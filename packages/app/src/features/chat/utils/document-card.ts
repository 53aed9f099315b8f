import type { TChatDocumentCard, TRole } from '@portal/contracts';

import type { DocumentCardViewer } from '@portal/ui';

import { paths } from '@/lib/routing/paths';

/**
 * Who reads a document card: the client it was sent to, or its provider. Only those two share
 * the direct chat that holds it; anyone else (no client) would open the document, not a copy.
 */
export const documentCardViewer = (role: TRole | null): DocumentCardViewer =>
  role === 'client' ? 'client' : 'provider';

/**
 * Where a card's action leads, pages that open what the card shows: the provider's document on
 * All Documents, the client's own copy on My Documents.
 */
export function documentCardPath(card: TChatDocumentCard, viewer: DocumentCardViewer): string {
  return viewer === 'client'
    ? `${paths.documents}?${new URLSearchParams({ copy: card.copyId })}`
    : `${paths.allDocuments}?${new URLSearchParams({ document: card.documentId })}`;
}
