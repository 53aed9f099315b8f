/*
 * The documents' values and limits (issue 16), without a schema: the app's screens import them
 * from '@portal/contracts/constants' without loading zod.
 */

/**
 * `form`: a provider's PDF that its clients complete and sign (one copy each). `file`: a file a
 * client shares with its provider (PDF or image), nothing to fill. `template` (issue 35): a PDF
 * with its fields that is never shared itself: sending it makes a new form from its file and
 * fields, so a later edit of the template changes nothing sent. A provider's templates are its
 * own; the superadmin's are the practice's, which every provider may send.
 */
export const DOCUMENT_KINDS = ['form', 'file', 'template'] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * What a placed field asks for (issue 34 added the last eight). A date field is filled by the
 * server with the signing date; a read-only text prints the provider's `text` and takes no value;
 * an upload holds the id of a file the client attached to its copy.
 */
export const DOCUMENT_FIELD_TYPES = [
  'signature',
  'initials',
  'text',
  'date',
  'checkbox',
  'dropdown',
  'radio',
  'number',
  'email',
  'phone',
  'name',
  'readonly',
  'upload',
] as const;
export type TDocumentFieldType = (typeof DOCUMENT_FIELD_TYPES)[number];

/** The types whose value is one of the field's `options`. */
export const CHOICE_FIELD_TYPES = [
  'dropdown',
  'radio',
] as const satisfies readonly TDocumentFieldType[];
export const FIELD_OPTIONS_MAX = 50;
export const FIELD_OPTION_MAX_LENGTH = 100;
/** The provider's text of a read-only field. */
export const READONLY_TEXT_MAX_LENGTH = 2000;

/** What a field may be prefilled with, from the client's record (else the client's profile). */
export const FIELD_PREFILL_SOURCES = ['name', 'email', 'phone', 'address', 'age'] as const;
export type TFieldPrefillSource = (typeof FIELD_PREFILL_SOURCES)[number];
/** The field types each source may fill. */
export const PREFILL_FIELD_TYPES: Record<TFieldPrefillSource, readonly TDocumentFieldType[]> = {
  name: ['name', 'text'],
  email: ['email', 'text'],
  phone: ['phone', 'text'],
  address: ['text'],
  age: ['number', 'text'],
};

/** An upload field: the files a client may attach to its copy. */
export const UPLOAD_FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
] as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The file part of an upload to a copy. */
export const COPY_UPLOAD_FILE_FIELD = 'upload';
export const UPLOADS_PER_COPY_MAX = 5;

/**
 * A client's copy: sent, viewed (the client opened its file), then signed, declined (with a
 * reason) or voided by the provider; those three never change again. `expired` (issue 35): its due
 * date passed unsigned; it can no longer be signed, and its provider may extend it (back to sent
 * or viewed) or send a new copy.
 */
export const COPY_STATUSES = ['sent', 'viewed', 'signed', 'declined', 'voided', 'expired'] as const;
export type TCopyStatus = (typeof COPY_STATUSES)[number];
/** The statuses in which a copy still waits for its client. */
export const OPEN_COPY_STATUSES = ['sent', 'viewed'] as const satisfies readonly TCopyStatus[];

/**
 * The audit trail of a copy (the document's own `created` included). `attached` and `detached`:
 * the client added or removed a file of an upload field (the detail names it, with its SHA-256).
 */
export const DOCUMENT_EVENTS = [
  'created',
  'shared',
  'viewed',
  'consented',
  'attached',
  'detached',
  'completed',
  'signed',
  'declined',
  'voided',
  'downloaded',
  /** A scheduled reminder went to the client (the detail says which, e.g. "2 of 5"). */
  'reminded',
  /** The due date passed unsigned (the platform's act). */
  'expired',
  /** The provider gave the copy a new due date (the detail says which). */
  'extended',
] as const;
export type TDocumentEvent = (typeof DOCUMENT_EVENTS)[number];

/** The file part of an upload (add document, client share, verify). */
export const DOCUMENT_FILE_FIELD = 'file';
export const DOCUMENT_PDF_TYPES = ['application/pdf'] as const;
/** A client may share a PDF or an image with its provider. */
export const DOCUMENT_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
] as const;
/** The signature and initials images of a signing (signature_pad's PNG export). */
export const SIGNATURE_IMAGE_FIELDS = { signature: 'signature', initials: 'initials' } as const;
export const SIGNATURE_IMAGE_TYPES = ['image/png'] as const;

export const DOCUMENT_TITLE_MAX_LENGTH = 200;
export const DOCUMENT_FIELDS_MAX = 100;
export const DOCUMENT_FIELD_LABEL_MAX_LENGTH = 100;
export const DOCUMENT_TEXT_VALUE_MAX_LENGTH = 500;
export const DOCUMENT_REASON_MAX_LENGTH = 500;
export const SHARE_CLIENTS_MAX = 50;

/*
 * Due dates and reminders (issue 35). A due date is the end of a day in the sender's time zone,
 * sent as an instant; reminders go every `everyDays` days after sending, at most `maxCount` times,
 * and stop when the copy is signed, declined, voided or expired.
 */
export const DUE_DATE_MAX_DAYS = 366;
export const REMINDER_EVERY_DAYS_MIN = 1;
export const REMINDER_EVERY_DAYS_MAX = 30;
export const REMINDER_COUNT_MIN = 1;
export const REMINDER_COUNT_MAX = 10;
/** How many reminders the practice's default schedule sends, before the superadmin sets one. */
export const DEFAULT_REMINDER_COUNT = 3;

/** Intake packets (issue 35): an ordered set of templates sent together. */
export const PACKET_TITLE_MAX_LENGTH = 200;
export const PACKET_TEMPLATES_MAX = 10;
export const PACKETS_PER_PROVIDER_MAX = 50;
/** Why a sending was made: by the provider's hand, or on the approval of a client's account. */
export const SENDING_TRIGGERS = ['manual', 'approval'] as const;
export type TSendingTrigger = (typeof SENDING_TRIGGERS)[number];

/** A signing or an extension of a copy whose due date has passed. */
export const COPY_EXPIRED_MESSAGE =
  'This document’s due date has passed: ask your provider for more time.';
export const TYPED_SIGNATURE_MAX_LENGTH = 100;
export const TYPED_INITIALS_MAX_LENGTH = 10;
/** A saved drawn signature is kept as `eSignature` in this form; anything else is a typed one. */
export const SAVED_SIGNATURE_IMAGE_PREFIX = 'data:image/png;base64,';

/** A signing before the client accepted the current disclosure about electronic signatures. */
export const SIGNING_CONSENT_REQUIRED_MESSAGE =
  'Read and accept the disclosure about electronic signatures before you sign.';
/** An acceptance of a disclosure version that is no longer the current one. */
export const SIGNING_DISCLOSURE_CHANGED_MESSAGE =
  'The disclosure has changed: read the new version and accept it.';
