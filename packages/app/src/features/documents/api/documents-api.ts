import type {
  TAcceptSigningConsentResponse,
  TCopyActionResponse,
  TCopyUploadResponse,
  TDocumentFieldInput,
  TDocumentResponse,
  TSendPacketResponse,
  TShareDocumentRequest,
  TShareResponse,
} from '@portal/contracts';
import { COPY_UPLOAD_FILE_FIELD } from '@portal/contracts/constants';

import { uploadTo, type TransferOptions } from '@/lib/files/transfer';
import { callApi } from '@/lib/http/api';

/** The document endpoints (docs/api.md, "Documents"). */
export const documentsApi = {
  /** Adds a document (multipart `title`, `file`), reporting the upload's progress. */
  create: (
    input: { title: string; file: File; providerId?: string; kind?: 'form' | 'template' },
    options: TransferOptions,
  ): Promise<TDocumentResponse> => {
    const form = new FormData();
    form.set('title', input.title);
    if (input.kind === 'template') form.set('kind', 'template');
    if (input.providerId) form.set('providerId', input.providerId);
    form.set('file', input.file, input.file.name);
    return uploadTo('createDocument', form, options);
  },
  /** Replaces the document's fields (its owner). */
  placeFields: (id: string, fields: TDocumentFieldInput[]) =>
    callApi('updateDocument', { params: { id }, body: { fields } }),
  /** Sends a form to these clients, with its due date and reminders (absent: the practice's). */
  share: (id: string, body: TShareDocumentRequest): Promise<TShareResponse> =>
    callApi('shareDocument', { params: { id }, body }),
  /** Sends a template: a form made from it, shared as `share` does. */
  sendTemplate: (id: string, body: TShareDocumentRequest): Promise<TShareResponse> =>
    callApi('sendTemplate', { params: { id }, body }),
  /** Sends a packet: one sending per client, its documents in order. */
  sendPacket: (id: string, body: TShareDocumentRequest): Promise<TSendPacketResponse> =>
    callApi('sendPacket', { params: { id }, body }),
  /** Deletes a template (its owner); forms sent from it stay. */
  deleteTemplate: (id: string) => callApi('deleteTemplate', { params: { id } }),
  voidCopy: (id: string, shareId: string, reason: string): Promise<TCopyActionResponse> =>
    callApi('voidDocumentCopy', {
      params: { id, shareId },
      body: reason.trim() ? { reason: reason.trim() } : {},
    }),
  decline: (id: string, shareId: string, reason: string): Promise<TCopyActionResponse> =>
    callApi('declineDocumentCopy', { params: { id, shareId }, body: { reason } }),
  sign: (id: string, shareId: string, form: FormData): Promise<TCopyActionResponse> =>
    callApi('signDocumentCopy', { params: { id, shareId }, body: form }),
  /**
   * Attaches a file to an upload field of the client's copy (multipart `fieldId`, `upload`),
   * reporting the upload's progress; a file for a field that has one replaces it.
   */
  attachFile: (
    input: { documentId: string; copyId: string; fieldId: string; file: File },
    options: TransferOptions,
  ): Promise<TCopyUploadResponse> => {
    const form = new FormData();
    form.set('fieldId', input.fieldId);
    form.set(COPY_UPLOAD_FILE_FIELD, input.file, input.file.name);
    return uploadTo('uploadCopyFile', form, {
      ...options,
      params: { id: input.documentId, shareId: input.copyId },
    });
  },
  /** Removes a file the client attached to its open copy. */
  removeFile: (documentId: string, copyId: string, uploadId: string) =>
    callApi('deleteCopyUpload', { params: { id: documentId, shareId: copyId, uploadId } }),
  /** The client accepts the disclosure `version` it was shown (409 when no longer in force). */
  acceptSigningConsent: (version: number): Promise<TAcceptSigningConsentResponse> =>
    callApi('acceptSigningConsent', { body: { version } }),
};
