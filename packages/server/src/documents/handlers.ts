import { COPY_UPLOAD_FILE_FIELD, DOCUMENT_FILE_FIELD } from '@portal/contracts';

import {
  declineCopy,
  downloadOriginal,
  downloadSigned,
  getCopy,
  listCopies,
  voidCopy,
} from './copies.ts';
import { createDocument } from './create-document.ts';
import { getDocument, listDocuments } from './list-documents.ts';
import { shareDocument } from './share-document.ts';
import { signCopy } from './sign-copy.ts';
import { acceptSigningConsent, readSigningConsent } from './signing-consent.ts';
import { updateDocument } from './update-document.ts';
import { attachUpload, removeUpload } from './uploads-changes.ts';
import { downloadUpload } from './uploads-download.ts';
import { verifyDocument } from './verify-document.ts';
import { endpoint } from '../http/endpoint.ts';
import { badRequest } from '../lib/http-error.ts';

/**
 * Handlers of the documents group of the endpoint table. Every `/documents/:id...` route passed
 * the `document-party` rule before it runs (anyone else got 404); who may act is checked next.
 */
export const documentHandlers = {
  createDocument: endpoint('createDocument', ({ ctx, caller, fields, files, request }) =>
    createDocument(ctx, caller, fields, files[DOCUMENT_FILE_FIELD], request),
  ),
  listDocuments: endpoint('listDocuments', ({ ctx, caller, query }) =>
    listDocuments(ctx, caller, query),
  ),
  getSigningConsent: endpoint('getSigningConsent', async ({ ctx, caller }) => ({
    data: await readSigningConsent(ctx.db, caller.id),
  })),
  acceptSigningConsent: endpoint('acceptSigningConsent', ({ ctx, caller, body, request }) =>
    acceptSigningConsent(ctx, caller, body.version, request),
  ),
  getDocument: endpoint('getDocument', async ({ ctx, caller, params }) => ({
    data: await getDocument(ctx, caller, params.id),
  })),
  updateDocument: endpoint('updateDocument', ({ ctx, caller, params, body }) =>
    updateDocument(ctx, caller, params.id, body),
  ),
  downloadDocumentFile: endpoint(
    'downloadDocumentFile',
    ({ ctx, caller, params, reply, request }) =>
      downloadOriginal(ctx, caller, params.id, reply, request),
  ),
  listDocumentCopies: endpoint('listDocumentCopies', ({ ctx, caller, params }) =>
    listCopies(ctx, caller, params.id),
  ),
  shareDocument: endpoint('shareDocument', ({ ctx, caller, params, body, request }) =>
    shareDocument(ctx, caller, params.id, body, request),
  ),
  getDocumentCopy: endpoint('getDocumentCopy', ({ ctx, caller, params }) =>
    getCopy(ctx, caller, params.id, params.shareId),
  ),
  signDocumentCopy: endpoint(
    'signDocumentCopy',
    ({ ctx, caller, params, fields, files, request }) =>
      signCopy(ctx, caller, params.id, params.shareId, fields, files, request),
  ),
  declineDocumentCopy: endpoint('declineDocumentCopy', ({ ctx, caller, params, body, request }) =>
    declineCopy(ctx, caller, params.id, params.shareId, body.reason, request),
  ),
  voidDocumentCopy: endpoint('voidDocumentCopy', ({ ctx, caller, params, body, request }) =>
    voidCopy(ctx, caller, params.id, params.shareId, body?.reason, request),
  ),
  downloadSignedCopy: endpoint('downloadSignedCopy', ({ ctx, caller, params, reply, request }) =>
    downloadSigned(ctx, caller, params.id, params.shareId, reply, request),
  ),
  uploadCopyFile: endpoint('uploadCopyFile', ({ ctx, caller, params, fields, files, request }) =>
    attachUpload(
      ctx,
      caller,
      { documentId: params.id, copyId: params.shareId },
      fields.fieldId,
      files[COPY_UPLOAD_FILE_FIELD],
      request,
    ),
  ),
  downloadCopyUpload: endpoint('downloadCopyUpload', ({ ctx, caller, params, reply }) =>
    downloadUpload(
      ctx,
      caller,
      { documentId: params.id, copyId: params.shareId, uploadId: params.uploadId },
      reply,
    ),
  ),
  deleteCopyUpload: endpoint('deleteCopyUpload', ({ ctx, caller, params, request }) =>
    removeUpload(
      ctx,
      caller,
      { documentId: params.id, copyId: params.shareId },
      params.uploadId,
      request,
    ),
  ),
  verifyDocument: endpoint('verifyDocument', async ({ ctx, files, request }) => {
    const file = files[DOCUMENT_FILE_FIELD];
    if (!file) throw badRequest('Choose the PDF to check: it is missing or empty.');
    return { data: await verifyDocument(ctx, file.bytes, request.ip) };
  }),
};
