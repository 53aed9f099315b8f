import type { DocumentStatus } from '../Documents/DocumentStatusBadge';

/** Who reads a document card: the provider who sent the copy, or the client it was sent to. */
export type DocumentCardViewer = 'provider' | 'client';

/** What a document card's action says. */
export type DocumentCardAction = 'Open' | 'Complete and sign' | 'View signed';

/**
 * The one action a document card offers its reader: the provider opens the document whatever
 * the copy's status; the client completes and signs an open copy and views a signed one. A
 * declined, voided or expired copy offers the client nothing: nothing is left to do with it, and the
 * client's documents page offers no action for it either.
 */
export function documentCardAction(
  viewer: DocumentCardViewer,
  status: DocumentStatus,
): DocumentCardAction | null {
  if (viewer === 'provider') return 'Open';
  if (status === 'sent' || status === 'viewed') return 'Complete and sign';
  if (status === 'signed') return 'View signed';
  return null;
}
