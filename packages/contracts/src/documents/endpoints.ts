import { z } from 'zod';

import type { TSchemasFor } from '../api/endpoint.ts';
import { SHARED_IMAGE_BOUNDS, SIGNATURE_IMAGE_BOUNDS } from '../shared/image-bounds.ts';
import { ZMessageResponse } from '../shared/schemas.ts';
import {
  COPY_UPLOAD_FILE_FIELD,
  UPLOAD_FILE_TYPES,
  DOCUMENT_FILE_FIELD,
  DOCUMENT_FILE_TYPES,
  DOCUMENT_PDF_TYPES,
  SIGNATURE_IMAGE_FIELDS,
  SIGNATURE_IMAGE_TYPES,
} from './constants.ts';
import type { DOCUMENT_ROUTES } from './routes.ts';
import {
  ZAcceptSigningConsentRequest,
  ZAcceptSigningConsentResponse,
  ZCopyActionResponse,
  ZCopyDetailResponse,
  ZCopyListResponse,
  ZCopyUploadFields,
  ZCopyUploadParams,
  ZCopyUploadResponse,
  ZCreateDocumentFields,
  ZDeclineRequest,
  ZDocumentCopyParams,
  ZDocumentDetailResponse,
  ZDocumentListQuery,
  ZDocumentListResponse,
  ZDocumentParams,
  ZDocumentResponse,
  ZShareResponse,
  ZSignFields,
  ZSigningConsentResponse,
  ZUpdateDocumentRequest,
  ZVerifyResponse,
  ZVoidRequest,
} from './schemas.ts';
import {
  ZCreatePacketRequest,
  ZExtendCopyRequest,
  ZPacketListResponse,
  ZPacketParams,
  ZPacketResponse,
  ZSendPacketResponse,
  ZSendingDefaultsResponse,
  ZShareDocumentRequest,
  ZUpdatePacketRequest,
} from './sending-schemas.ts';

const SENDING =
  '`dueAt` (an instant in the future, at most DUE_DATE_MAX_DAYS days ahead: the end of the chosen day in the sender’s time zone) makes the copy `expired` when it passes unsigned. `reminders` ({ everyDays 1-30, maxCount 1-10 }) reminds the client on that schedule until the copy is signed, declined, voided or expired; absent: the practice’s default (GET /documents/sending-defaults); null: none.';

const PDF_CHECK =
  'The file must really be a PDF that can be read: an empty, damaged or encrypted one, or one with a page of no usable size (an empty, inverted or absurd MediaBox, a CropBox outside it), is refused (400), another type is refused (415), and nothing is stored. An image is measured from its header first: beyond SHARED_IMAGE_BOUNDS (12000 pixels a side, 50 megapixels) it is refused (400).';

export const DOCUMENT_SCHEMAS = {
  createDocument: {
    summary:
      'Add a document: a provider’s PDF to complete and sign, or a client’s file for its provider',
    description: `A provider adds a PDF (then places its fields and shares it), or a template (\`kind=template\`: never shared itself, sent with POST /documents/{id}/send). The superadmin adds the practice’s templates only, which every provider may send. A client shares a PDF or an image with its provider (\`providerId\` when it has several). ${PDF_CHECK}`,
    form: {
      label: 'document',
      fields: ZCreateDocumentFields,
      files: {
        [DOCUMENT_FILE_FIELD]: {
          types: DOCUMENT_FILE_TYPES,
          label: 'file',
          typesInWords: 'a PDF or a PNG, JPEG, WebP or GIF image',
          description: 'The file: a PDF (providers: a PDF only), or an image (clients).',
          imageBounds: SHARED_IMAGE_BOUNDS,
        },
      },
    },
    response: ZDocumentResponse,
    status: 201,
  },
  listDocuments: {
    summary: 'The documents the caller may see, newest first',
    description:
      'A provider: its documents with every copy, and the files its clients shared. A client: the copies sent to it and the files it shared. The superadmin: every document’s title, parties and statuses, for oversight (no file, no reasons). `kind=template`: the caller’s templates and the practice’s (a provider), the practice’s (the superadmin), none (a client).',
    query: ZDocumentListQuery,
    response: ZDocumentListResponse,
  },
  getDocument: {
    summary: 'One document with its fields and the copies the caller may see',
    params: ZDocumentParams,
    response: ZDocumentDetailResponse,
  },
  updateDocument: {
    summary: 'Rename a document or place its fields (its owner)',
    description:
      '`fields` replaces the whole list; copies already sent keep the fields they were sent with. A field must lie on one of the PDF’s pages.',
    params: ZDocumentParams,
    body: ZUpdateDocumentRequest,
    response: ZDocumentResponse,
  },
  downloadDocumentFile: {
    summary: 'The original file (the parties only)',
    description: 'A client opening the file of a copy sent to it marks the copy viewed.',
    params: ZDocumentParams,
    response: { file: DOCUMENT_FILE_TYPES },
  },
  listDocumentCopies: {
    summary: 'The copies of a document the caller may see',
    params: ZDocumentParams,
    response: ZCopyListResponse,
  },
  shareDocument: {
    summary: 'Send a copy to each of these clients (the owner)',
    description: `Clients with an account whose client record the provider keeps. A client whose copy is still open keeps it (listed in \`alreadyOpen\`). Each client is notified and gets a document card in the direct chat. A template is not shared: it is sent (POST /documents/{id}/send). ${SENDING}`,
    params: ZDocumentParams,
    body: ZShareDocumentRequest,
    response: ZShareResponse,
    status: 201,
  },
  deleteTemplate: {
    summary: 'Delete a template (its owner)',
    description:
      'Only a template: forms and files are records the practice keeps. Forms already sent from it stay as they are; packets that list it lose it.',
    params: ZDocumentParams,
    response: ZMessageResponse,
  },
  sendTemplate: {
    summary: 'Send a template: a form made from its file and fields, shared with these clients',
    description: `The template’s owner, or any provider for a practice template. The form is the template as it is now (a later edit of the template changes nothing sent); a form made from the template and unchanged since is used again, so a client whose copy of it is still open keeps it (\`alreadyOpen\`). ${SENDING}`,
    params: ZDocumentParams,
    body: ZShareDocumentRequest,
    response: ZShareResponse,
    status: 201,
  },
  getSendingDefaults: {
    summary: 'What the send dialog starts from: the practice’s default reminder schedule',
    response: ZSendingDefaultsResponse,
  },
  getSigningConsent: {
    summary: 'The disclosure about electronic signatures, and whether the client accepted it',
    description:
      'The version in force and, when the calling client accepted that version, when. A client signs only after accepting the version in force (once per version).',
    response: ZSigningConsentResponse,
  },
  acceptSigningConsent: {
    summary: 'Accept the disclosure about electronic signatures (a client)',
    description:
      'Records, once per version, that the client read and accepted it; each copy it signs then carries the consent in its audit trail and on its certificate page. 409 when the version is no longer the one in force.',
    body: ZAcceptSigningConsentRequest,
    response: ZAcceptSigningConsentResponse,
  },
  getDocumentCopy: {
    summary: 'One copy: its fields as sent, its status and its audit trail',
    params: ZDocumentCopyParams,
    response: ZCopyDetailResponse,
  },
  signDocumentCopy: {
    summary: 'Complete and sign a copy (its client)',
    description:
      'Every required field filled; the signature drawn (PNG part `signature`), typed (`signatureText`) or the saved one (`useSavedSignature=true`). The server writes the values into the PDF, adds the certificate page and seals the whole file; the sealed copy never changes again.',
    params: ZDocumentCopyParams,
    form: {
      label: 'signing',
      fields: ZSignFields,
      files: {
        [SIGNATURE_IMAGE_FIELDS.signature]: {
          types: SIGNATURE_IMAGE_TYPES,
          label: 'signature',
          typesInWords: 'a PNG image',
          description: 'The drawn signature (PNG, transparent background).',
          imageBounds: SIGNATURE_IMAGE_BOUNDS,
        },
        [SIGNATURE_IMAGE_FIELDS.initials]: {
          types: SIGNATURE_IMAGE_TYPES,
          label: 'initials',
          typesInWords: 'a PNG image',
          description: 'The drawn initials (PNG, transparent background).',
          imageBounds: SIGNATURE_IMAGE_BOUNDS,
        },
      },
    },
    response: ZCopyActionResponse,
  },
  declineDocumentCopy: {
    summary: 'Decline a copy, with a reason (its client)',
    params: ZDocumentCopyParams,
    body: ZDeclineRequest,
    response: ZCopyActionResponse,
  },
  voidDocumentCopy: {
    summary: 'Void an open copy (the document’s owner)',
    params: ZDocumentCopyParams,
    body: ZVoidRequest,
    response: ZCopyActionResponse,
  },
  extendDocumentCopy: {
    summary: 'Give a copy a new due date (the document’s owner)',
    description:
      'An open or expired copy; an expired one goes back to sent (or viewed, once its client opened it) and its reminders resume where they stopped. 409 when the client has a newer open copy of the same document, or the copy is signed, declined or voided. The client is notified.',
    params: ZDocumentCopyParams,
    body: ZExtendCopyRequest,
    response: ZCopyActionResponse,
  },
  downloadSignedCopy: {
    summary: 'The sealed PDF of a signed copy (the parties only)',
    params: ZDocumentCopyParams,
    response: { file: DOCUMENT_PDF_TYPES },
  },
  uploadCopyFile: {
    summary: 'Attach a file to an upload field of an open copy (its client)',
    description:
      'A PNG, JPEG, WebP or PDF of at most UPLOAD_MAX_BYTES (10 MB), at most UPLOADS_PER_COPY_MAX (5) per copy; a new file for the same field replaces the one before. The signing names it as the field’s value; the certificate page lists its name, type, size and SHA-256.',
    params: ZDocumentCopyParams,
    form: {
      label: 'upload',
      fields: ZCopyUploadFields,
      files: {
        [COPY_UPLOAD_FILE_FIELD]: {
          types: UPLOAD_FILE_TYPES,
          label: 'file',
          typesInWords: 'a PNG, JPEG or WebP image or a PDF',
          description: 'The file to attach.',
          imageBounds: SHARED_IMAGE_BOUNDS,
        },
      },
    },
    response: ZCopyUploadResponse,
    status: 201,
  },
  downloadCopyUpload: {
    summary: 'A file attached to a copy (the parties only)',
    params: ZCopyUploadParams,
    response: { file: UPLOAD_FILE_TYPES },
  },
  deleteCopyUpload: {
    summary: 'Remove a file from an open copy (its client)',
    params: ZCopyUploadParams,
    response: ZMessageResponse,
  },
  listPackets: {
    summary: 'The caller’s intake packets',
    response: ZPacketListResponse,
  },
  createPacket: {
    summary: 'Make an intake packet: an ordered set of templates sent together',
    description: `The provider’s own templates or the practice’s, 1 to PACKET_TEMPLATES_MAX (10); at most PACKETS_PER_PROVIDER_MAX (50) packets. With \`sendOnApproval\`, the packet goes to each client of the provider when its account is approved (or, approved already, when its record is linked), once per client and packet.`,
    body: ZCreatePacketRequest,
    response: ZPacketResponse,
    status: 201,
  },
  updatePacket: {
    summary: 'Rename a packet, change its templates or its sending on approval (its owner)',
    params: ZPacketParams,
    body: ZUpdatePacketRequest,
    response: ZPacketResponse,
  },
  deletePacket: {
    summary: 'Delete a packet (its owner); what it sent stays',
    params: ZPacketParams,
    response: ZMessageResponse,
  },
  sendPacket: {
    summary: 'Send a packet to these clients: one sending each, its documents in order',
    description: `Each template is sent as POST /documents/{id}/send does; each client’s copies carry its sending, which the client sees as one task. ${SENDING}`,
    params: ZPacketParams,
    body: ZShareDocumentRequest,
    response: ZSendPacketResponse,
    status: 201,
  },
  verifyDocument: {
    summary: 'Is this PDF a document sealed here, unchanged?',
    description:
      'Checks that the file carries a signature made with this platform’s sealing certificate over the whole file (nothing added or changed) and that its SHA-256 is a sealed copy on record. Anything else is "not verified" with the reason.',
    form: {
      label: 'file to verify',
      fields: z.strictObject({}),
      files: {
        [DOCUMENT_FILE_FIELD]: {
          types: DOCUMENT_PDF_TYPES,
          label: 'file',
          typesInWords: 'a PDF',
          description: 'The PDF to check.',
        },
      },
    },
    response: ZVerifyResponse,
  },
} as const satisfies TSchemasFor<typeof DOCUMENT_ROUTES>;
