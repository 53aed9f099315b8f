import { z } from 'zod';

import { ZSigningDisclosure } from '../practice/schemas.ts';
import { ZCopyReminders, ZCopySending } from './sending-schemas.ts';
import { ZId, ZIsoTime, textField } from '../shared/fields.ts';
import {
  CHOICE_FIELD_TYPES,
  FIELD_OPTIONS_MAX,
  FIELD_OPTION_MAX_LENGTH,
  FIELD_PREFILL_SOURCES,
  PREFILL_FIELD_TYPES,
  READONLY_TEXT_MAX_LENGTH,
  UPLOAD_FILE_TYPES,
  DOCUMENT_KINDS,
  DOCUMENT_FIELD_TYPES,
  COPY_STATUSES,
  DOCUMENT_EVENTS,
  DOCUMENT_FILE_TYPES,
  DOCUMENT_TITLE_MAX_LENGTH,
  DOCUMENT_FIELDS_MAX,
  DOCUMENT_FIELD_LABEL_MAX_LENGTH,
  DOCUMENT_TEXT_VALUE_MAX_LENGTH,
  DOCUMENT_REASON_MAX_LENGTH,
  TYPED_SIGNATURE_MAX_LENGTH,
  TYPED_INITIALS_MAX_LENGTH,
  type TDocumentFieldType,
  type TFieldPrefillSource,
} from './constants.ts';

/*
 * Documents (issue 16): a provider adds a PDF, places the fields a client must fill and sign, and
 * shares it; each client gets a copy to complete and sign, sealed by the server. A client shares
 * files (PDF or image) with its provider the other way. Requests are checked by the server before
 * anything runs; answers are what the server sends (held to these schemas in its tests).
 */

export const ZDocumentTitle = textField({ min: 1, max: DOCUMENT_TITLE_MAX_LENGTH });

/** A fraction of the page's width or height, as shown (after the page's rotation). */
const ZFraction = z
  .number({ message: 'must be a number' })
  .min(0, { message: 'must be at least 0' })
  .max(1, { message: 'must be at most 1' });

/**
 * Where a field sits: its page (1 = the first), and its box as fractions of the page as shown
 * (top-left origin, after the page's /Rotate), so that the editor's zoom does not matter.
 */
const fieldShape = {
  type: z.enum(DOCUMENT_FIELD_TYPES, {
    message: `must be one of ${DOCUMENT_FIELD_TYPES.join(', ')}`,
  }),
  label: textField({ min: 1, max: DOCUMENT_FIELD_LABEL_MAX_LENGTH }),
  required: z.boolean({ message: 'must be true or false' }),
  page: z
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(10_000, { message: 'is too large' }),
  x: ZFraction,
  y: ZFraction,
  width: ZFraction.refine((value) => value >= 0.005, { message: 'is too small' }),
  height: ZFraction.refine((value) => value >= 0.005, { message: 'is too small' }),
  /** Dropdown and radio: the choices, in order (1 to 50, each 1 to 100 characters, no repeats). */
  options: z
    .array(textField({ min: 1, max: FIELD_OPTION_MAX_LENGTH }), {
      message: 'must be a list of texts',
    })
    .min(1, { message: 'must list at least one option' })
    .max(FIELD_OPTIONS_MAX, { message: `must list at most ${FIELD_OPTIONS_MAX} options` })
    .refine((options) => new Set(options).size === options.length, {
      message: 'must not list one option twice',
    })
    .optional(),
  /** Number: the smallest and largest value allowed. */
  min: z.number({ message: 'must be a number' }).finite({ message: 'must be a number' }).optional(),
  max: z.number({ message: 'must be a number' }).finite({ message: 'must be a number' }).optional(),
  /** Read-only text: the provider's text, printed as is. */
  text: textField({ min: 1, max: READONLY_TEXT_MAX_LENGTH, multiline: true }).optional(),
  /** Filled in advance from the client's record (PREFILL_FIELD_TYPES says which types may). */
  prefill: z
    .enum(FIELD_PREFILL_SOURCES, { message: `must be one of ${FIELD_PREFILL_SOURCES.join(', ')}` })
    .optional(),
  /** With `prefill`: the client may not change the value. */
  locked: z.boolean({ message: 'must be true or false' }).optional(),
};

type FieldShape = {
  type: TDocumentFieldType;
  x: number;
  y: number;
  width: number;
  height: number;
  options?: string[] | undefined;
  min?: number | undefined;
  max?: number | undefined;
  text?: string | undefined;
  prefill?: TFieldPrefillSource | undefined;
  locked?: boolean | undefined;
};

const isChoice = (type: TDocumentFieldType) =>
  (CHOICE_FIELD_TYPES as readonly TDocumentFieldType[]).includes(type);

/** The parts that only some types take, each on its own path: where the editor shows it. */
function checkTypeParts(field: FieldShape, context: z.RefinementCtx): void {
  const problem = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (field.x + field.width > 1.000001 || field.y + field.height > 1.000001) {
    context.addIssue({ code: 'custom', message: 'must lie inside its page' });
  }
  if (isChoice(field.type) && !field.options) problem('options', 'must list at least one option');
  if (!isChoice(field.type) && field.options)
    problem('options', 'are only for a dropdown or radio group');
  if (field.type !== 'number' && (field.min !== undefined || field.max !== undefined)) {
    problem(field.min !== undefined ? 'min' : 'max', 'is only for a number field');
  }
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
    problem('max', 'must not be less than the minimum');
  }
  if (field.type === 'readonly' && !field.text) problem('text', 'is required');
  if (field.type !== 'readonly' && field.text !== undefined)
    problem('text', 'is only for read-only text');
  if (field.prefill && !PREFILL_FIELD_TYPES[field.prefill].includes(field.type)) {
    problem('prefill', `cannot fill a ${field.type} field`);
  }
  if (field.locked && !field.prefill) problem('locked', 'needs a prefill source');
}

export const ZDocumentField = z.object({ id: z.string(), ...fieldShape }).meta({
  id: 'DocumentField',
});
export type TDocumentField = z.output<typeof ZDocumentField>;

/** A field as the editor sends it; `id` (a UUID) is kept when given, made by the server if not. */
export const ZDocumentFieldInput = z
  .strictObject({ id: ZId.optional(), ...fieldShape })
  .superRefine(checkTypeParts);
export type TDocumentFieldInput = z.input<typeof ZDocumentFieldInput>;

// ---------------------------------------------------------------------------------------------
// Requests

/** The text parts of `POST /documents`; the file is the part `file`. */
export const ZCreateDocumentFields = z.strictObject({
  title: ZDocumentTitle,
  /**
   * A provider's PDF is a form unless it says `template`; the superadmin adds templates only (the
   * practice's). A client's file is always a file.
   */
  kind: z.enum(['form', 'template'], { message: "must be 'form' or 'template'" }).optional(),
  /** A client with several providers names the one it shares with; otherwise its only one. */
  providerId: ZId.optional(),
});
export type TCreateDocumentFields = z.input<typeof ZCreateDocumentFields>;

/** A new title, and/or the whole list of fields (it replaces the list; copies keep theirs). */
export const ZUpdateDocumentRequest = z
  .strictObject({
    title: ZDocumentTitle.optional(),
    fields: z
      .array(ZDocumentFieldInput)
      .max(DOCUMENT_FIELDS_MAX, { message: `must hold at most ${DOCUMENT_FIELDS_MAX} fields` })
      .refine(
        (fields) => {
          const ids = fields.flatMap((field) => (field.id ? [field.id] : []));
          return new Set(ids).size === ids.length;
        },
        { message: 'must not use one id twice' },
      )
      .optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Send at least one field.' });
export type TUpdateDocumentRequest = z.input<typeof ZUpdateDocumentRequest>;

export const ZDeclineRequest = z.strictObject({
  reason: textField({ min: 1, max: DOCUMENT_REASON_MAX_LENGTH, multiline: true }),
});
export type TDeclineRequest = z.input<typeof ZDeclineRequest>;

export const ZVoidRequest = z
  .strictObject({ reason: textField({ max: DOCUMENT_REASON_MAX_LENGTH, multiline: true }) })
  .partial()
  .optional();
export type TVoidRequest = z.input<typeof ZVoidRequest>;

/**
 * Values by field id: true or false for a checkbox, a text for every other type that takes one
 * (a number as its digits with a dot; an upload: the id of the copy's upload). Each value is
 * checked against its field by `fieldValueProblem` (./field-values.ts).
 */
export const ZFieldValues = z.record(
  ZId,
  z.union([textField({ max: DOCUMENT_TEXT_VALUE_MAX_LENGTH }), z.boolean()], {
    message: 'must be a text or true or false',
  }),
);
export type TFieldValues = z.output<typeof ZFieldValues>;

const ZFlagText = z.enum(['true', 'false'], { message: "must be 'true' or 'false'" });

/**
 * The text parts of a signing (multipart). The signature comes as ONE of: the PNG part
 * `signature` (drawn), `signatureText` (typed; rendered in a handwriting font), or
 * `useSavedSignature=true` (the account's saved eSignature). Initials likewise: the PNG part
 * `initials` or `initialsText`. `values` is a JSON object of the text and checkbox values.
 */
export const ZSignFields = z.strictObject({
  values: z
    .string({ message: 'must be a JSON object' })
    .max(200_000, { message: 'is too long' })
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: 'must be a JSON object' });
        return z.NEVER;
      }
    })
    .pipe(ZFieldValues)
    .optional(),
  signatureText: textField({ min: 1, max: TYPED_SIGNATURE_MAX_LENGTH }).optional(),
  useSavedSignature: ZFlagText.optional(),
  initialsText: textField({ min: 1, max: TYPED_INITIALS_MAX_LENGTH }).optional(),
  /** Keep this signature (drawn or typed) as the account's eSignature for next time. */
  saveSignature: ZFlagText.optional(),
});
export type TSignFields = z.input<typeof ZSignFields>;

export const ZDocumentListQuery = z.strictObject({
  /** Documents with at least one copy in this status. */
  status: z
    .enum(COPY_STATUSES, { message: `must be one of ${COPY_STATUSES.join(', ')}` })
    .optional(),
  /** Without it: forms and files. `template`: the caller's templates and the practice's. */
  kind: z
    .enum(DOCUMENT_KINDS, { message: `must be one of ${DOCUMENT_KINDS.join(', ')}` })
    .optional(),
  /** Words of the title or of a party's name. */
  q: textField({ min: 1, max: 200 }).optional(),
});
export type TDocumentListQuery = z.input<typeof ZDocumentListQuery>;

export const ZDocumentParams = z.strictObject({ id: ZId });
export const ZDocumentCopyParams = z.strictObject({ id: ZId, shareId: ZId });
export const ZCopyUploadParams = z.strictObject({ id: ZId, shareId: ZId, uploadId: ZId });

/** The text part of an upload to a copy: the upload field it answers (a new file replaces one). */
export const ZCopyUploadFields = z.strictObject({ fieldId: ZId });
export type TCopyUploadFields = z.input<typeof ZCopyUploadFields>;

// ---------------------------------------------------------------------------------------------
// Answers

/** A person on a document; `id` null once the account is deleted (the name of the time stays). */
export const ZDocumentParty = z
  .object({ id: z.string().nullable(), fullName: z.string() })
  .meta({ id: 'DocumentParty' });
export type TDocumentParty = z.output<typeof ZDocumentParty>;

export const ZDocumentCopy = z
  .object({
    id: z.string(),
    documentId: z.string(),
    client: ZDocumentParty,
    status: z.enum(COPY_STATUSES),
    /** The client's reason (declined); the provider's note (voided). Null for the superadmin. */
    reason: z.string().nullable(),
    sentAt: ZIsoTime,
    viewedAt: ZIsoTime.nullable(),
    /** When it was signed, declined or voided. */
    closedAt: ZIsoTime.nullable(),
    /** The sealed PDF's SHA-256 (hex), once signed. */
    sealedSha256: z.string().nullable(),
    /** Path of the sealed PDF's download, once signed (the parties only). */
    signedUrl: z.string().nullable(),
    /** When it expires unsigned; null: no due date. */
    dueAt: ZIsoTime.nullable(),
    /** Its reminder schedule; null: no reminders. */
    reminders: ZCopyReminders.nullable(),
    /** The packet delivery it is part of; null for a copy sent on its own. */
    sending: ZCopySending.nullable(),
  })
  .meta({ id: 'DocumentCopy' });

/** A file the client attached to an upload field of its copy (issue 34). */
export const ZCopyUpload = z
  .object({
    id: z.string(),
    fieldId: z.string(),
    fileName: z.string(),
    fileType: z.enum(UPLOAD_FILE_TYPES),
    size: z.number().int(),
    sha256: z.string(),
    /** Path of its download (the parties only). */
    url: z.string(),
    createdAt: ZIsoTime,
  })
  .meta({ id: 'CopyUpload' });
export type TCopyUpload = z.output<typeof ZCopyUpload>;

export const ZCopyUploadResponse = z.object({ message: z.string(), data: ZCopyUpload });
export type TCopyUploadResponse = z.output<typeof ZCopyUploadResponse>;
export type TDocumentCopy = z.output<typeof ZDocumentCopy>;

export const ZDocumentSummary = z
  .object({
    id: z.string(),
    kind: z.enum(DOCUMENT_KINDS),
    title: z.string(),
    /** Who added it: the provider (form) or the client (file). */
    owner: ZDocumentParty,
    /** A file's provider; null for a form (its clients are on the copies). */
    recipient: ZDocumentParty.nullable(),
    fileName: z.string(),
    fileType: z.enum(DOCUMENT_FILE_TYPES),
    fileSize: z.number().int(),
    /** The PDF's pages; null for an image. */
    pageCount: z.number().int().nullable(),
    /** The original's SHA-256 (hex). */
    sha256: z.string(),
    fieldCount: z.number().int(),
    /** A template of the practice (the superadmin's), which every provider may send. */
    practiceWide: z.boolean(),
    /** A form made by sending a template: that template (null once it is deleted, or none). */
    templateId: z.string().nullable(),
    /** Path of the original file's download (the parties only; null for the superadmin). */
    fileUrl: z.string().nullable(),
    /** The copies the caller may see: all of them for the owner and the superadmin, its own for a client. */
    copies: z.array(ZDocumentCopy),
    createdAt: ZIsoTime,
    updatedAt: ZIsoTime,
  })
  .meta({ id: 'DocumentSummary' });
export type TDocumentSummary = z.output<typeof ZDocumentSummary>;

export const ZDocumentDetail = ZDocumentSummary.extend({
  /** The owner: the document's fields now. A client: the fields of its latest copy. */
  fields: z.array(ZDocumentField),
}).meta({ id: 'DocumentDetail' });
export type TDocumentDetail = z.output<typeof ZDocumentDetail>;

export const ZDocumentAuditEvent = z
  .object({
    id: z.string(),
    action: z.enum(DOCUMENT_EVENTS),
    /** Null for the platform's own acts (the seal). */
    actor: ZDocumentParty.nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    /** What more the event records (a consent: the disclosure's version and when it was accepted). */
    detail: z.string().nullable(),
    createdAt: ZIsoTime,
  })
  .meta({ id: 'DocumentAuditEvent' });
export type TDocumentAuditEvent = z.output<typeof ZDocumentAuditEvent>;

export const ZDocumentCopyDetail = ZDocumentCopy.extend({
  title: z.string(),
  provider: ZDocumentParty,
  /** The fields as they were when the copy was sent (later edits of the document do not change them). */
  fields: z.array(ZDocumentField),
  /** Path of the original PDF to show while completing. */
  fileUrl: z.string(),
  pageCount: z.number().int().nullable(),
  /** The audit trail, oldest first. */
  events: z.array(ZDocumentAuditEvent),
  /**
   * The values of prefilled fields, by field id, from the client's record as it is now (as
   * sealed, once signed); empty for the superadmin.
   */
  prefill: z.record(z.string(), z.string()),
  /** The files attached to its upload fields; empty for the superadmin. */
  uploads: z.array(ZCopyUpload),
}).meta({ id: 'DocumentCopyDetail' });
export type TDocumentCopyDetail = z.output<typeof ZDocumentCopyDetail>;

export const ZDocumentListResponse = z.object({ data: z.array(ZDocumentSummary) });
export type TDocumentListResponse = z.output<typeof ZDocumentListResponse>;

export const ZDocumentResponse = z.object({ message: z.string(), data: ZDocumentDetail });
export type TDocumentResponse = z.output<typeof ZDocumentResponse>;

export const ZDocumentDetailResponse = z.object({ data: ZDocumentDetail });
export type TDocumentDetailResponse = z.output<typeof ZDocumentDetailResponse>;

export const ZCopyListResponse = z.object({ data: z.array(ZDocumentCopy) });
export type TCopyListResponse = z.output<typeof ZCopyListResponse>;

export const ZShareResponse = z.object({
  message: z.string(),
  /** The new copies. */
  data: z.array(ZDocumentCopy),
  /** Clients whose open copy was left as it is. */
  alreadyOpen: z.array(z.string()),
});
export type TShareResponse = z.output<typeof ZShareResponse>;

export const ZCopyDetailResponse = z.object({ data: ZDocumentCopyDetail });
export type TCopyDetailResponse = z.output<typeof ZCopyDetailResponse>;

export const ZCopyActionResponse = z.object({ message: z.string(), data: ZDocumentCopyDetail });
export type TCopyActionResponse = z.output<typeof ZCopyActionResponse>;

/** What the verify page shows: the result, why, and what the seal says. */
export const ZVerifyResult = z
  .object({
    /** True only when every check passed. */
    verified: z.boolean(),
    /** Why not, for people; null when verified. */
    reason: z.string().nullable(),
    checks: z.object({
      /** The file carries a digital signature. */
      hasSeal: z.boolean(),
      /** The signature covers the whole file: nothing added or cut after it. */
      coversWholeFile: z.boolean(),
      /** The signature and the digest of the signed bytes check out. */
      signatureValid: z.boolean(),
      /** Signed with this platform's sealing certificate. */
      sealedHere: z.boolean(),
      /** This exact file (its SHA-256) is a sealed copy on record. */
      onRecord: z.boolean(),
    }),
    /** The uploaded file's SHA-256 (hex). */
    sha256: z.string(),
    /** The signing certificate, when there is a signature. */
    certificate: z
      .object({
        subject: z.string(),
        issuer: z.string(),
        serialNumber: z.string(),
        validFrom: ZIsoTime,
        validTo: ZIsoTime,
        sha256: z.string(),
      })
      .nullable(),
    /** The sealed copy on record (what its certificate page says), when the file is one. */
    document: z
      .object({
        documentId: z.string(),
        copyId: z.string(),
        title: z.string(),
        provider: z.string(),
        client: z.string(),
        signedAt: ZIsoTime,
        originalSha256: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'VerifyResult' });
export type TVerifyResult = z.output<typeof ZVerifyResult>;

export const ZVerifyResponse = z.object({ data: ZVerifyResult });
export type TVerifyResponse = z.output<typeof ZVerifyResponse>;

/** The document card of a chat message (`kind: 'document'`): updated live as the copy changes. */
export const ZChatDocumentCard = z
  .object({
    documentId: z.string(),
    copyId: z.string(),
    title: z.string(),
    status: z.enum(COPY_STATUSES),
  })
  .meta({ id: 'ChatDocumentCard' });
export type TChatDocumentCard = z.output<typeof ZChatDocumentCard>;

/**
 * A client's consent to sign electronically: the disclosure in force and when the client accepted
 * that version (null: not yet; signing waits for it).
 */
export const ZSigningConsent = z
  .object({ disclosure: ZSigningDisclosure, acceptedAt: ZIsoTime.nullable() })
  .meta({ id: 'SigningConsent' });
export type TSigningConsent = z.output<typeof ZSigningConsent>;

export const ZSigningConsentResponse = z.object({ data: ZSigningConsent });
export type TSigningConsentResponse = z.output<typeof ZSigningConsentResponse>;

/** The version the client read and accepts: it must be the one in force. */
export const ZAcceptSigningConsentRequest = z.strictObject({
  version: z
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be 1 or more' }),
});
export type TAcceptSigningConsentRequest = z.input<typeof ZAcceptSigningConsentRequest>;

export const ZAcceptSigningConsentResponse = z.object({
  message: z.string(),
  data: ZSigningConsent,
});
export type TAcceptSigningConsentResponse = z.output<typeof ZAcceptSigningConsentResponse>;
