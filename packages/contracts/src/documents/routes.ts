import { PUBLIC, SIGNED_IN, resourceRule, rolesOnly } from '../api/access.ts';
import type { TRouteTable } from '../api/route.ts';

/**
 * A document the caller is a party to: its owner, the client of one of its copies, or the provider
 * a client's file was shared with. Anyone else (the superadmin included: it oversees through the
 * list only) gets 404, as if it did not exist. Who may act (share, sign, void) is checked next.
 */
const PARTY = resourceRule('document-party');
/** A provider's own intake packet; anyone else gets 404. */
const OWN_PACKET = resourceRule('own-packet', 'provider');

/** Documents: add, share, complete and sign, sealed copies, and the public verify (issue 16). */
export const DOCUMENT_ROUTES = {
  createDocument: {
    method: 'POST',
    path: '/documents',
    access: rolesOnly('provider', 'client', 'superadmin'),
  },
  getSendingDefaults: {
    method: 'GET',
    path: '/documents/sending-defaults',
    access: rolesOnly('provider', 'superadmin'),
  },
  listDocuments: { method: 'GET', path: '/documents', access: SIGNED_IN },
  getSigningConsent: {
    method: 'GET',
    path: '/documents/signing-consent',
    access: rolesOnly('client'),
  },
  acceptSigningConsent: {
    method: 'POST',
    path: '/documents/signing-consent',
    access: rolesOnly('client'),
  },
  getDocument: { method: 'GET', path: '/documents/:id', access: PARTY },
  updateDocument: { method: 'PATCH', path: '/documents/:id', access: PARTY },
  deleteTemplate: { method: 'DELETE', path: '/documents/:id', access: PARTY },
  sendTemplate: { method: 'POST', path: '/documents/:id/send', access: PARTY },
  downloadDocumentFile: { method: 'GET', path: '/documents/:id/file', access: PARTY },
  listDocumentCopies: { method: 'GET', path: '/documents/:id/shares', access: PARTY },
  shareDocument: { method: 'POST', path: '/documents/:id/shares', access: PARTY },
  getDocumentCopy: { method: 'GET', path: '/documents/:id/shares/:shareId', access: PARTY },
  signDocumentCopy: {
    method: 'POST',
    path: '/documents/:id/shares/:shareId/sign',
    access: PARTY,
  },
  declineDocumentCopy: {
    method: 'POST',
    path: '/documents/:id/shares/:shareId/decline',
    access: PARTY,
  },
  voidDocumentCopy: {
    method: 'POST',
    path: '/documents/:id/shares/:shareId/void',
    access: PARTY,
  },
  extendDocumentCopy: {
    method: 'POST',
    path: '/documents/:id/shares/:shareId/extend',
    access: PARTY,
  },
  downloadSignedCopy: {
    method: 'GET',
    path: '/documents/:id/shares/:shareId/signed',
    access: PARTY,
  },
  uploadCopyFile: {
    method: 'POST',
    path: '/documents/:id/shares/:shareId/uploads',
    access: PARTY,
  },
  downloadCopyUpload: {
    method: 'GET',
    path: '/documents/:id/shares/:shareId/uploads/:uploadId',
    access: PARTY,
  },
  deleteCopyUpload: {
    method: 'DELETE',
    path: '/documents/:id/shares/:shareId/uploads/:uploadId',
    access: PARTY,
  },
  listPackets: { method: 'GET', path: '/packets', access: rolesOnly('provider') },
  createPacket: { method: 'POST', path: '/packets', access: rolesOnly('provider') },
  updatePacket: { method: 'PATCH', path: '/packets/:id', access: OWN_PACKET },
  deletePacket: { method: 'DELETE', path: '/packets/:id', access: OWN_PACKET },
  sendPacket: { method: 'POST', path: '/packets/:id/send', access: OWN_PACKET },
  verifyDocument: { method: 'POST', path: '/verify', access: PUBLIC },
} as const satisfies TRouteTable;
